-- The classify projection's document frequencies (classify_terms) await a recount: a long replay (its
-- secondary indexes set aside) writes the documents alone and sets this row in the same transaction; its
-- `settle` recounts every frequency from classify_docs in one statement and deletes the row
-- (projections/classify/terms.ts). At most one row.
CREATE TABLE classify_terms_stale (
  stale boolean PRIMARY KEY DEFAULT true CHECK (stale)
);
