import type { Queryable } from '../../platform/db.ts';
import { normalizeEmail } from '../../commands/accounts/secrets.ts';
import type { Tier } from '../../commands/accounts/events.ts';

export interface AccountRow {
  id: string;
  email: string | null; // null once erased
  passwordHash: string | null;
  tier: Tier;
  createdAt: Date;
}
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  last4: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const toAccount = (r: any): AccountRow => ({
  id: r.id,
  email: r.email,
  passwordHash: r.password_hash,
  tier: r.tier,
  createdAt: r.created_at,
});

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query(
    'SELECT id, email, password_hash, tier, created_at FROM accounts WHERE email_lower = $1',
    [normalizeEmail(email)],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function getAccount(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query('SELECT id, email, password_hash, tier, created_at FROM accounts WHERE id = $1', [
    id,
  ]);
  return rows[0] && toAccount(rows[0]);
}

/** One page of an account's keys, oldest first, and the total. */
export async function listApiKeys(
  db: Queryable,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ items: ApiKeyRow[]; total: number }> {
  const { rows } = await db.query(
    `SELECT id, name, prefix, last4, created_at, revoked_at, last_used_at, count(*) OVER () AS total
       FROM api_keys WHERE account_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [accountId, limit, offset],
  );
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await db.query('SELECT count(*) AS n FROM api_keys WHERE account_id = $1', [accountId])).rows[0].n);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.prefix,
      last4: r.last4,
      createdAt: r.created_at,
      revokedAt: r.revoked_at,
      lastUsedAt: r.last_used_at,
    })),
  };
}
