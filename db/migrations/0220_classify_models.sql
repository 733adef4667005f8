-- The classify model (projections/classify/model): a fastText-style classifier trained from the coding
-- aids' phrases and the codes' own titles and example phrases, a read model built from the classify
-- read models by a background builder (model/build.ts) and swapped in blue/green: a new model is
-- written whole, then `classify_model_current` names it in one statement, so every serve instance
-- reads the same one and a request meets either the old model or the new, never half of one.
--
-- id: sha256 of body (a rebuild from the same read models writes the same bytes, so the same id);
-- generation: the read models' generation it was trained from (their checkpoints' `changed` marks);
-- body: the model's bytes, gzip-compressed (model/format.ts).
CREATE TABLE classify_models (
  id         text PRIMARY KEY,
  generation text NOT NULL,
  body       bytea NOT NULL,
  examples   int NOT NULL,
  built_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE classify_model_current (
  one        boolean PRIMARY KEY DEFAULT true CHECK (one),
  id         text NOT NULL REFERENCES classify_models (id)
);
