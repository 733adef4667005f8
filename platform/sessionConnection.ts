import type { Queryable } from './db.ts';

/**
 * The projector (and the PostgreSQL event log's LISTEN client) needs a session connection: a session
 * advisory lock and LISTEN live as long as the server backend, which a transaction-mode pooler
 * (PgBouncer `pool_mode = transaction`) hands to another client after every transaction.
 */
export class SessionConnectionRequired extends Error {
  constructor(why: string) {
    super(
      `the projector needs a session connection to PostgreSQL (LISTEN and a session advisory lock), but ${why}. ` +
        'Set PROJECTOR_DATABASE_URL to a direct or session-mode pooler URL (the API may keep DATABASE_URL on the transaction pooler).',
    );
    this.name = 'SessionConnectionRequired';
  }
}

/** Whether the URL says it goes through a transaction-mode pooler (`?pgbouncer=true`, as Prisma spells it). */
export function isTransactionPoolerUrl(url: string): boolean {
  try {
    return /^(true|1|yes|transaction)$/i.test(new URL(url).searchParams.get('pgbouncer') ?? '');
  } catch {
    return false;
  }
}

/** The URL without the pooler flag (PostgreSQL would refuse an unknown startup parameter). */
export function withoutPoolerFlag(url: string): string {
  try {
    const u = new URL(url);
    if (!u.searchParams.has('pgbouncer')) return url;
    u.searchParams.delete('pgbouncer');
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * After `pg_try_advisory_lock(key)` succeeded on `client`: the lock must be held by the backend the
 * client talks to now. Behind a transaction-mode pooler the next statement may reach another backend,
 * which holds no such lock: then throw, rather than run two projectors or lose notifications.
 */
export async function assertSessionHoldsLock(client: Queryable, key: number): Promise<void> {
  const { rows } = await client.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = pg_backend_pid()
       AND classid = 0 AND objid = $1::bigint::oid AND objsubid = 1) AS held`,
    [key],
  );
  if (!rows[0].held)
    throw new SessionConnectionRequired(
      'the session advisory lock it just took is not held by the backend of its next statement (a transaction-mode pooler?)',
    );
}
