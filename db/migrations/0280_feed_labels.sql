-- The change feed's memory of each system's labels per language (projections/changes/labelChanges.ts): what a
-- later import of the same label set is compared with, so a code retitled in a language is one change.
CREATE TABLE feed_labels (
  system text NOT NULL,
  lang   text NOT NULL,
  code   text NOT NULL,
  label  text NOT NULL,
  PRIMARY KEY (system, lang, code)
);
