-- The number of systems holding each title (lower case) that more than one system holds: a flat search page's
-- `also_in` (the other systems holding a hit's title) read by one probe, not by reading every document of that title
-- (projections/search/pgIndexWrite.ts keeps it with every batch; a long replay's `settle` counts it whole). A title
-- no other system holds has no row. A hash index: titles can be longer than a btree key may be.
CREATE TABLE search_titles (
  key     text NOT NULL,
  systems int  NOT NULL
);
CREATE INDEX search_titles_key ON search_titles USING hash (key);
INSERT INTO search_titles (key, systems)
SELECT lower(title), count(DISTINCT system) FROM search_docs GROUP BY 1 HAVING count(DISTINCT system) > 1;
