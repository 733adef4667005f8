import type { Queryable } from '../../platform/db.ts';

/**
 * The `account_data_keys` table (db/migrations/0010): one random 256-bit key per account, outside the
 * event log. Written before the first event sealed with it; deleted by `forget` (crypto-shredding).
 */
/**
 * Stores `key` as the account's data key unless it has one (a registration completing one that crashed
 * after this step): returns the key the account has.
 */
export async function ensureDataKey(db: Queryable, accountId: string, key: Buffer): Promise<Buffer> {
  await db.query('INSERT INTO account_data_keys (account_id, data_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    accountId,
    key,
  ]);
  return (await dataKeyOf(db, accountId)) ?? key;
}

/** The account's data key, or undefined once destroyed (or for an account registered before sealing). */
export async function dataKeyOf(db: Queryable, accountId: string): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ data_key: Buffer }>(
    'SELECT data_key FROM account_data_keys WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.data_key;
}

/** Destroys the key for good; true when there was one. */
export async function destroyDataKey(db: Queryable, accountId: string): Promise<boolean> {
  const r = await db.query('DELETE FROM account_data_keys WHERE account_id = $1', [accountId]);
  return (r.rowCount ?? 0) > 0;
}
