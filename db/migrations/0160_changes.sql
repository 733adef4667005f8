-- The change feed (projections/changes, GET /api/v1/changes): catalog changes as users understand them,
-- one row per change, keyed by the event it comes from and its order within that event, so a cursor
-- (position-ordinal) names the same change after a rebuild. The three feed_* tables are the projection's
-- own memory of titles, parents, match types and imported pairs (what a later change is compared with).
CREATE TABLE catalog_changes (
  position     bigint NOT NULL,        -- the event's position in the log
  ordinal      integer NOT NULL,       -- the change's order among that event's changes
  kind         text NOT NULL,          -- release_imported | system_changed | code_added | code_retitled | ...
  system       text NOT NULL,          -- the code's system; an edge's source system; a pair's first system
  code         text,
  other_system text,                   -- an edge's target system; a pair's second system
  other_code   text,
  at           timestamptz NOT NULL,
  detail       jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (position, ordinal)
);
CREATE INDEX catalog_changes_system ON catalog_changes (system, position, ordinal);
CREATE INDEX catalog_changes_other_system ON catalog_changes (other_system, position, ordinal) WHERE other_system IS NOT NULL;
CREATE INDEX catalog_changes_code ON catalog_changes (system, code, position) WHERE code IS NOT NULL;

CREATE TABLE feed_nodes (
  system text NOT NULL,
  code   text NOT NULL,
  title  text NOT NULL,
  parent text,
  PRIMARY KEY (system, code)
);
CREATE TABLE feed_edges (
  source_system text NOT NULL,
  source_code   text NOT NULL,
  target_system text NOT NULL,
  target_code   text NOT NULL,
  match_type    text NOT NULL,
  PRIMARY KEY (source_system, source_code, target_system, target_code)
);
-- systems with a release and pairs with an import: their first is one 'imported' change, not one per code or edge
CREATE TABLE feed_imported (
  stream text PRIMARY KEY
);
