-- Stored translation answers rebuilt incrementally (projections/equivalences/storedAnswers.ts, answerChanges.ts).
--
-- `reset` marks a change of a read model that is not the handling of the log's events in order: the `changed`
-- mark of its last reset, rebuild swapped in or settle (projections/runtime/checkpoints.ts). Between two states
-- with the same `reset`, what changed is exactly the events between their positions.
ALTER TABLE projection_checkpoints ADD COLUMN reset bigint NOT NULL DEFAULT 0;

-- A stored answer's `generation` is now the generation it was computed at (its stamp); it is served while its
-- stamp is valid for the current generation: its own, or a later one whose changes could not reach it (the
-- builder re-stamps a whole stamp in one row here, never the answers themselves).
CREATE TABLE translation_answer_stamps (
  stamp     text PRIMARY KEY,
  valid_for text NOT NULL
);
-- the answers already stored are valid for the generation they were computed for
INSERT INTO translation_answer_stamps (stamp, valid_for) SELECT DISTINCT generation, generation FROM translation_answers;
CREATE INDEX translation_answers_generation ON translation_answers (generation);

-- The last build: `inputs` the checkpoints (version, position, reset) of its generation, so the next build knows
-- which events came since; `complete` false while the answers its changes touched are being computed;
-- `incremental` whether only those were (else every answer); `recomputed` how many answers it computed.
ALTER TABLE translation_answers_built
  ADD COLUMN inputs jsonb,
  ADD COLUMN complete boolean NOT NULL DEFAULT true,
  ADD COLUMN incremental boolean NOT NULL DEFAULT false,
  ADD COLUMN recomputed int NOT NULL DEFAULT 0;
