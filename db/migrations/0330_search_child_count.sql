-- A document's parent code and its number of children, kept by the search projection (projections/search/pgIndexWrite.ts),
-- so a flat search page reads a hit's child count (`leaf`, `child_count`) with its row instead of probing the catalog's
-- `nodes` per hit (~5% of a page statement's PostgreSQL CPU). No fill here: an UPDATE of every document took 100 s under
-- load and left as many dead rows, which made every page ~10 times slower until a VACUUM. The search projection's
-- version 2 rebuilds the documents beside the live ones (blue-green); until then the page reads a NULL count from `nodes`.
ALTER TABLE search_docs ADD COLUMN parent text, ADD COLUMN child_count int;
