-- Read models of the texts projection (projections/texts): the publisher's notes of a code as separate
-- fields, and the labels of codes in other languages with their own full-text index (language-aware
-- stemming, accents folded), beside the English search index rather than inside it.
CREATE TABLE node_notes (
  system              text NOT NULL,
  code                text NOT NULL,
  introduction        text,
  includes            text,
  includes_also       text,
  excludes            text,
  implementation_rule text,
  PRIMARY KEY (system, code)
);

CREATE TABLE node_labels (
  system  text NOT NULL,
  code    text NOT NULL,
  lang    text NOT NULL,                 -- BCP 47 tag, lower case
  label   text NOT NULL,
  tsv     tsvector NOT NULL,             -- the label folded (accents, case) and stemmed for its language
  PRIMARY KEY (system, code, lang)
);
CREATE INDEX node_labels_tsv ON node_labels USING gin (tsv);

-- One row per system and language: where its labels come from (provenance official | derived, and why).
CREATE TABLE label_sets (
  system     text NOT NULL,
  lang       text NOT NULL,
  source     text NOT NULL,
  provenance text NOT NULL,
  note       text,
  label_count int NOT NULL DEFAULT 0,
  PRIMARY KEY (system, lang)
);
