-- A document's parent code and its number of children, kept by the search projection (projections/search/pgIndexWrite.ts),
-- so a flat search page reads a hit's child count (`leaf`, `child_count`) with its row instead of probing the catalog's
-- `nodes` per hit (~5% of a page statement's PostgreSQL CPU). Filled once from the catalog (the same node events).
ALTER TABLE search_docs ADD COLUMN parent text, ADD COLUMN child_count int NOT NULL DEFAULT 0;
UPDATE search_docs d SET parent = n.parent, child_count = n.child_count
  FROM nodes n
 WHERE n.system = d.system AND n.code = d.code AND (n.parent IS NOT NULL OR n.child_count <> 0);
