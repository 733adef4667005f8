-- Search reads the official coding aids' phrases (classify_aid_phrases, migration 0110) as evidence for their
-- code (projections/search/pgSearchSql.ts `aidHitsSql`): a query whose words are a phrase's head finds its code
-- ("coffee shop" -> NAICS 722515 from the index item "Coffee shops, on premise brewing"). The head of an index
-- item (written inverted: the thing, then its qualifiers after a comma or a parenthesis) is the text before
-- them; any other phrase (a title, a label, whose commas are lists) is its own head. Keyed by the head's
-- search_en lexemes without positions: "coffee shops" and "coffee shop" are the same key, as the search's
-- own tsquery sees them. The expression must stay the one pgSearchSql.ts writes.
CREATE INDEX classify_aid_phrases_search_head ON classify_aid_phrases (
  strip(to_tsvector('search_en'::regconfig,
    CASE WHEN kind = 'index_item' THEN regexp_replace(phrase, '\s*[,(].*$', '') ELSE phrase END))
);
