-- Release diffs say what changed per code, descriptions too (projections/releases/diff.ts): a history
-- row keeps the code's description after the change and, for 'changed' rows, before it. NULL on rows
-- written before this migration (the diff then names the field without its values).
ALTER TABLE node_history ADD COLUMN description text, ADD COLUMN previous_description text;
