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
  // A client that loses its server (PostgreSQL restarted or shut down) emits 'error': with no listener
  // that kills the process. The pool listens only while a client is idle; a client checked out
  // (a transaction waiting for a lock, the projector's or the answers builder's lock session) gets
  // its own listener here, where it is created, for its whole life. The query in flight fails with
  // the error (the caller sees it), the pool drops the broken client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => keepAlive(client));
  return pool;
}

/**
 * Attaches the 'error' listener a pg client needs from its creation on (else a server restart while
 * it is connected crashes the process with "Unhandled 'error' event"). The error itself reaches the
 * query in flight, or the next one (the client is no longer queryable). For clients made with
 * `new pg.Client`; a pool's clients get it from createPool.
 */
export function keepAlive<C extends pg.Client | pg.PoolClient>(client: C): C {
  client.on('error', () => {});
  return client;
}

/** Runs `fn` in one transaction on one client; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (err) {
    const broken = await client.query('ROLLBACK').then(
      () => false,
      () => true,
    );
    client.release(broken); // a client whose server went away is dropped, not handed out again
    throw err;
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
