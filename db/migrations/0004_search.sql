-- Read models of the search projection (projections/search, PostgreSQL adapter): one row per node
-- with a title tsvector, the code normalised without punctuation, and a lexicon of title words
-- (document frequency) with a trigram index for spelling correction.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- English stemming, accents folded on words that have any (ASCII words skip unaccent).
CREATE TEXT SEARCH CONFIGURATION search_en (COPY = english);
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

CREATE TABLE search_systems (
  id    text PRIMARY KEY,
  name  text NOT NULL,
  kind  text NOT NULL                         -- standard | domain
);

CREATE TABLE search_docs (
  system     text NOT NULL,
  code       text NOT NULL,
  title      text NOT NULL,
  level      int NOT NULL,
  code_norm  text NOT NULL,                   -- lower-case, letters and digits only ("E11.9" -> "e119")
  -- the title, english stems, weight A; generated, so bulk loads COPY straight into the table
  tsv        tsvector GENERATED ALWAYS AS (setweight(to_tsvector('search_en'::regconfig, title), 'A')) STORED,
  PRIMARY KEY (system, code)
);
-- Inserts go to the GIN pending list (up to 64 MB) and the writer merges it once per batch
-- (gin_clean_pending_list): a bulk merge instead of one index insertion per row.
CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv) WITH (gin_pending_list_limit = 65536);
CREATE INDEX search_docs_code ON search_docs ((lower(code) COLLATE "C"));
CREATE INDEX search_docs_code_norm ON search_docs ((code_norm COLLATE "C"));

CREATE TABLE search_lexicon (
  word  text PRIMARY KEY,                     -- a title word, lower-case, accents folded
  freq  int NOT NULL                          -- how many documents' titles contain it
) WITH (fillfactor = 70);                     -- room for HOT updates of freq (the indexes stay untouched)
CREATE INDEX search_lexicon_trgm ON search_lexicon USING gin (word gin_trgm_ops) WITH (gin_pending_list_limit = 16384);
