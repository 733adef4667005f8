-- Read models of the classify projection (projections/classify): one document per node with the
-- stems of its title (weight A) and of the lead prose of its description (weight D), built by the
-- projection's own stemmer (so PostgreSQL never runs to_tsvector), and each stem's document
-- frequency for the ranker's term weights.
CREATE TABLE classify_docs (
  system text NOT NULL,
  code   text NOT NULL,
  doc    tsvector NOT NULL,
  PRIMARY KEY (system, code)
);
-- Inserts gather in the GIN pending list (up to 64 MB) and are merged once per batch, in bulk.
CREATE INDEX classify_docs_doc ON classify_docs USING gin (doc) WITH (gin_pending_list_limit = 65536);

CREATE TABLE classify_terms (
  term text PRIMARY KEY,
  df   int NOT NULL              -- number of documents holding the stem (title or description)
);
