-- The translations read model (projections/equivalences/neighbours.ts): per linked code, every edge
-- touching it read from its end, in the order a translation walk reads them (outgoing then incoming,
-- each by system then code in byte order), as one jsonb array of [system, code, match_type, provenance].
-- A hop of a translation is then one primary-key lookup per frontier code. Filled by the equivalences
-- projection (version 3: existing deployments rebuild it blue/green).
CREATE TABLE equivalence_neighbours (
  system text NOT NULL,
  code text NOT NULL,
  edges jsonb NOT NULL,
  PRIMARY KEY (system, code)
);
-- Codes whose row must be recomputed (both ends of changed edges); empty between batches except
-- during a long replay, which recomputes them once at its end.
CREATE TABLE equivalence_neighbours_stale (
  system text NOT NULL,
  code text NOT NULL,
  PRIMARY KEY (system, code)
);
