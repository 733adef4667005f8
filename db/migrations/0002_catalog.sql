-- Read models of the catalog projection (projections/catalog): systems, nodes, node history, ingestions.
CREATE TABLE systems (
  id            text PRIMARY KEY,
  name          text NOT NULL,
  full_name     text,
  region        text,
  version       text,
  authority     text,
  url           text,
  source_url    text,
  license       text,
  provenance    text,
  source_date   text,
  country_codes text[] NOT NULL DEFAULT '{}',
  kind          text NOT NULL,                 -- standard | domain
  node_count    int NOT NULL DEFAULT 0,
  leaf_count    int NOT NULL DEFAULT 0,
  max_depth     int NOT NULL DEFAULT 0,
  root_count    int NOT NULL DEFAULT 0,
  source_hash   text,
  release       text,
  last_ingestion_id text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nodes (
  system        text NOT NULL,
  code          text NOT NULL,
  title         text NOT NULL,
  description   text,
  parent        text,
  level         int NOT NULL,
  seq           int NOT NULL,                  -- order within the system (release order: parents first)
  path          text NOT NULL DEFAULT '',      -- ancestor codes then own code, each followed by U+001F
  child_count   int NOT NULL DEFAULT 0,
  subtree_size  int NOT NULL DEFAULT 1,        -- the node and all its descendants
  PRIMARY KEY (system, code)
);
CREATE INDEX nodes_children ON nodes (system, parent, seq);
CREATE INDEX nodes_path ON nodes (system, path COLLATE "C");
CREATE INDEX nodes_code ON nodes (code);

-- What changed in which ingestion, per node (GET .../history).
CREATE TABLE node_history (
  system       text NOT NULL,
  code         text NOT NULL,
  position     bigint NOT NULL,               -- event position in the log
  ingestion_id text,
  release      text,
  change       text NOT NULL,                 -- added | changed | removed
  fields       text[],                        -- for 'changed': which fields
  title        text,                          -- the title after the change (before, for 'removed')
  at           timestamptz NOT NULL
);
CREATE INDEX node_history_node ON node_history (system, code, position);

CREATE TABLE ingestions (
  id           text PRIMARY KEY,
  source       text NOT NULL,
  kind         text NOT NULL,
  status       text NOT NULL,                 -- started | completed | failed
  counts       jsonb,
  error        text,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz
);

CREATE TABLE releases (
  system       text NOT NULL,
  position     bigint NOT NULL,
  ingestion_id text NOT NULL,
  release      text,
  source_hash  text NOT NULL,
  counts       jsonb NOT NULL,
  at           timestamptz NOT NULL,
  PRIMARY KEY (system, position)
);
