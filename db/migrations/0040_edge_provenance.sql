-- Where each crosswalk edge comes from (projections/equivalences): {kind: official|curated|derived,
-- source, rule?, path?}; NULL for edges recorded before provenance existed.
ALTER TABLE equivalences ADD COLUMN provenance jsonb;
