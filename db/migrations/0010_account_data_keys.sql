-- Crypto-shredding of personal data (SECURITY.md, "Personal data and `forget`"). Each account's personal
-- fields are sealed in its events with its own data key (AES-256-GCM), kept here, outside the event log:
-- deleting the row (`taxonomy forget`, DELETE /auth/account) leaves the sealed fields unreadable forever.
-- Keyed by the random account id only: nothing here names or hashes the e-mail. Not a read model: no
-- projection resets it and a rebuild reads it (a destroyed key replays as an erased account).
CREATE TABLE account_data_keys (
  account_id text PRIMARY KEY,
  data_key   bytea NOT NULL CHECK (octet_length(data_key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An erased account keeps its row (id, tier, keys stay revoked) without e-mail or password.
ALTER TABLE accounts ALTER COLUMN email DROP NOT NULL,
                     ALTER COLUMN email_lower DROP NOT NULL,
                     ADD COLUMN erased_at timestamptz;
