-- Watch lists (projections/watches, /api/v1/watches) and their webhooks' deliveries (projections/webhooks).
-- `watches` is a read model of the watch-{account} streams; `webhook_feed` and `webhook_deliveries` are the
-- delivery outbox: not a projection (never rebuilt), fed from catalog_changes by cursor, which a rebuild keeps.
CREATE TABLE watches (
  watch_id     text PRIMARY KEY,
  account_id   text NOT NULL,
  position     bigint NOT NULL,         -- the WatchAdded event's position: the watch sees the changes after it
  target       text NOT NULL,           -- code | system | pair
  system       text NOT NULL,           -- a pair: its first system (sorted)
  code         text,
  other_system text,                    -- a pair: its second system
  webhook      jsonb,                   -- {url, secret} sealed with the account's data key; null: no webhook
  created_at   timestamptz NOT NULL
);
CREATE INDEX watches_account ON watches (account_id, created_at, watch_id);
CREATE INDEX watches_system ON watches (system);
CREATE INDEX watches_other_system ON watches (other_system) WHERE other_system IS NOT NULL;

-- how far in catalog_changes the deliveries were made from (one row)
CREATE TABLE webhook_feed (
  id       integer PRIMARY KEY CHECK (id = 1),
  position bigint NOT NULL,
  ordinal  integer NOT NULL
);
INSERT INTO webhook_feed VALUES (1, 0, 0);

-- one delivery per watch and change event (a release's changes of one watch travel together)
CREATE TABLE webhook_deliveries (
  id           text PRIMARY KEY,        -- the webhook-id header: msg_<watch>_<position>, the same on every retry
  watch_id     text NOT NULL,
  account_id   text NOT NULL,
  position     bigint NOT NULL,         -- the changes' event position
  changes      integer NOT NULL,        -- how many of its changes the watch sees
  status       text NOT NULL DEFAULT 'pending', -- pending | delivered | failed | dropped
  attempts     integer NOT NULL DEFAULT 0,
  next_at      timestamptz NOT NULL DEFAULT now(),
  leased_until timestamptz,             -- a sender holds it until then (a crashed sender's lease runs out)
  log          jsonb NOT NULL DEFAULT '[]', -- one entry per attempt: at, http status or error, ms
  created_at   timestamptz NOT NULL DEFAULT now(),
  done_at      timestamptz,
  UNIQUE (watch_id, position)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_watch ON webhook_deliveries (watch_id, position DESC);
