-- A title equal to the query is read apart from the capped title candidates, so no cap can drop it
-- (projections/search/pgSearchSql.ts). Hash, not btree: equality is all it serves, and a hash index
-- has no limit on the length of the title.
CREATE INDEX search_docs_title_lower ON search_docs USING hash (lower(title));
