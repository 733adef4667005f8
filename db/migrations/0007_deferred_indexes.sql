-- Secondary indexes set aside while the projector replays a long stretch of the log (a rebuild,
-- a first full ingest) and built once at its end: their definitions wait here, so a crash in the
-- middle never loses one (projections/deferredIndexes.ts).
CREATE TABLE deferred_indexes (
  name       text PRIMARY KEY,
  definition text NOT NULL,
  deferred_at timestamptz NOT NULL DEFAULT now()
);
