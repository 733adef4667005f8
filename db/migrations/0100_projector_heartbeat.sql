-- The projector's heartbeat (projections/runner.ts): while it holds its advisory lock it sets `beat` every
-- few seconds; /health reads it next to the lock. A stopped (SIGSTOP) or hung projector keeps its session
-- and lock, but its beat grows old. One row; not a read model (no projection writes or resets it).
CREATE TABLE projector_heartbeat (
  id   smallint PRIMARY KEY CHECK (id = 1),
  beat timestamptz NOT NULL
);
