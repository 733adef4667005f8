-- The embedded event store: an append-only log in global order (commands/eventStore/pgEventStore.ts).
CREATE TABLE events (
  position   bigint PRIMARY KEY,           -- global order, assigned under an advisory lock so it commits in order
  stream     text NOT NULL,
  revision   bigint NOT NULL,              -- 0-based within the stream
  type       text NOT NULL,
  data       jsonb NOT NULL,
  metadata   jsonb NOT NULL DEFAULT '{}',
  id         uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, revision)
);
-- Event bodies are large (node batches up to 256 KB) and written once: storing them uncompressed
-- costs disk but saves the pglz compression that otherwise dominates the append time (~40%).
ALTER TABLE events ALTER COLUMN data SET STORAGE EXTERNAL;

CREATE TABLE streams (
  stream   text PRIMARY KEY,
  revision bigint NOT NULL                 -- revision of the stream's last event
);

-- Each projection's checkpoint (global position), written in the same transaction as its read model.
CREATE TABLE projection_checkpoints (
  name       text PRIMARY KEY,
  version    int NOT NULL,
  position   bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
