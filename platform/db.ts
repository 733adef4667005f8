import pg from 'pg';

/** Anything that runs a parameterised query: a pool or a client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

// bigint columns come back as strings by default; counts and positions fit in a JS number here
// only for counts, so positions are converted to BigInt explicitly where they are read.
pg.types.setTypeParser(20, (v) => v); // int8 stays a string; callers convert

/**
 * A pool of `max` connections. `statementTimeoutMs` (the API's pool) makes PostgreSQL cancel any
 * statement running or waiting for a lock longer than that (error 57014), so a held lock costs a
 * request that long, never a hang. A server that cannot answer at all (hung: SIGSTOP, a frozen VM)
 * cannot cancel anything, so the client gives up too, QUERY_TIMEOUT_MARGIN_MS later ("Query read
 * timeout"; the pool then drops that connection). `connectionTimeoutMs` (default 5 s) bounds the
 * wait for a connection.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 2_000;

export function createPool(
  connectionString: string,
  max = 10,
  opts: { statementTimeoutMs?: number; connectionTimeoutMs?: number } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: opts.connectionTimeoutMs ?? 5_000,
    ...(opts.statementTimeoutMs
      ? { statement_timeout: opts.statementTimeoutMs, query_timeout: opts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS }
      : {}),
  });
  // An idle client that loses its server (PostgreSQL restarted) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

/** Runs `fn` in one transaction on one client; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The URL with a server setting its connections start with (`options=-c name=value`, after any the URL
 * already gives), e.g. `plan_cache_mode=force_generic_plan` for a pool whose statements must not be
 * planned per call. A transaction-mode pooler would refuse the startup option: not for such URLs.
 */
export function withSetting(url: string, name: string, value: string): string {
  const u = new URL(url);
  const given = u.searchParams.get('options');
  u.searchParams.set('options', `${given ? `${given} ` : ''}-c ${name}=${value}`);
  return u.toString();
}
