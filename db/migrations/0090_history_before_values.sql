-- Release diffs (projections/releases): what a code's parent was after a change, and for 'changed'
-- rows its title and parent before it (retitled and moved codes show old and new). NULL on rows
-- written before this migration.
ALTER TABLE node_history ADD COLUMN parent text, ADD COLUMN previous_title text, ADD COLUMN previous_parent text;
CREATE INDEX node_history_release ON node_history (system, position);
