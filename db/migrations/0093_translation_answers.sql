-- Stored translation answers (projections/equivalences/storedAnswers.ts): each linked code's answer at
-- the REST defaults, built from the read models by a background builder, served only while the read
-- models it was built from are unchanged (their `changed` marks, migration 0092).
--
-- body: the answer's JSON, gzip-compressed (~1.3 KB for ~24 KB of JSON on the full corpus);
-- etag: its weak ETag (platform/weakEtag.ts), so serving it hashes nothing;
-- generation: the read models' generation the answer was computed from (storedAnswers.ts).
CREATE TABLE translation_answers (
  system     text NOT NULL,
  code       text NOT NULL,
  generation text NOT NULL,
  body       bytea NOT NULL,
  etag       text NOT NULL,
  PRIMARY KEY (system, code)
);

-- The generation the builder last finished (one row): it sleeps while that is the current one.
CREATE TABLE translation_answers_built (
  one        boolean PRIMARY KEY DEFAULT true CHECK (one),
  generation text NOT NULL,
  answers    int NOT NULL,
  built_at   timestamptz NOT NULL DEFAULT now()
);
