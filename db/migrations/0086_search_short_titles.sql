-- Titles of at most 4 distinct lexemes (about half of them) get a GIN index of their own: a search
-- ranks those first, and when enough of them score above what any longer title can reach, that is
-- the page, without ranking every match (projections/search/pgPageSql.ts, rankBound.ts). The 4 is
-- SHORT_TITLE_LEXEMES there; the expression must stay the one the query writes.
CREATE INDEX search_docs_tsv_short ON search_docs USING gin (tsv)
  WITH (gin_pending_list_limit = 65536)
  WHERE length(coalesce(seg_tsv, tsv)) <= 4;
