-- Read models of the accounts projection (projections/accounts): accounts, API keys, sign-in links.
-- No secret is stored: keys and sign-in tokens as sha256 hashes, passwords as salted scrypt hashes.
CREATE TABLE accounts (
  id            text PRIMARY KEY,
  email         text NOT NULL,                -- as entered
  email_lower   text NOT NULL UNIQUE,         -- login lookup; uniqueness is enforced by the email-{hash} stream
  password_hash text,                         -- scrypt$N$r$p$salt$hash; null for passwordless accounts
  tier          text NOT NULL DEFAULT 'free', -- free | pro | enterprise
  created_at    timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  account_id   text NOT NULL,
  name         text NOT NULL,
  hash         text NOT NULL UNIQUE,          -- sha256 of the key
  prefix       text NOT NULL,
  last4        text NOT NULL,
  created_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  last_used_at timestamptz                    -- live value in Redis (query-api/auth/keyUsage.ts); see projections/accounts/README.md
);
CREATE INDEX api_keys_account ON api_keys (account_id, created_at, id);

CREATE TABLE sign_in_links (
  id         text PRIMARY KEY,
  account_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,            -- sha256 of the one-time token
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sign_in_links_account ON sign_in_links (account_id);
