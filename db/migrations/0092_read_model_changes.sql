-- `changed` marks every change of a read model: a fresh value of one sequence whenever its projection
-- commits events it handled, settles, is reset or has a rebuild swapped in (projections/checkpoints.ts);
-- never a value seen before, so a state of the read models, once gone, is never named again.
CREATE SEQUENCE read_model_changes;
ALTER TABLE projection_checkpoints ADD COLUMN changed bigint NOT NULL DEFAULT nextval('read_model_changes');
