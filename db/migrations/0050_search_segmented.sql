-- Titles in scripts written without spaces (Chinese, Japanese, Thai, ...): PostgreSQL's parser
-- reads "道路货物运输" as one word, so the search projection also stores the title as segmented by
-- the shared tokenizer (projections/words, Intl.Segmenter) in seg_tsv; NULL for every other title.
-- A nullable column without default: adding it rewrites nothing.
ALTER TABLE search_docs ADD COLUMN seg_tsv tsvector;
CREATE INDEX search_docs_seg_tsv ON search_docs USING gin (seg_tsv) WHERE seg_tsv IS NOT NULL;
