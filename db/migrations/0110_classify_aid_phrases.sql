-- The official coding aids' labelled phrases (projections/classify/aids.ts): a NAICS index item, a SOC
-- direct-match title, an O*NET alternate title (on its SOC 2018 code), an ESCO occupation's label (on its
-- ISCO-08 unit group), one row each, with the phrase's stems (the classify projection's own stemmer) for
-- the ranker. Other read models may read it too (search: "coffee shop" -> NAICS 722515).
CREATE TABLE classify_aid_phrases (
  aid    text NOT NULL,            -- the coding aid (its stream aid-{id}): naics_2022_index, soc_2018_direct_match, ...
  system text NOT NULL,
  code   text NOT NULL,
  phrase text NOT NULL,            -- as the publisher wrote it
  kind   text NOT NULL,            -- index_item | direct_match_title | alternate_title | preferred_label | alternative_label
  doc    tsvector NOT NULL,        -- the phrase's stems, positions in order
  key    text NOT NULL,            -- its distinct stems sorted, space-separated: a text saying exactly this phrase has the same key
  PRIMARY KEY (aid, system, code, phrase)
);
CREATE INDEX classify_aid_phrases_doc ON classify_aid_phrases USING gin (doc);
CREATE INDEX classify_aid_phrases_code ON classify_aid_phrases (system, code);
CREATE INDEX classify_aid_phrases_key ON classify_aid_phrases (key, system);
