import { RedisUnavailableError } from './redis/redis.ts';

/**
 * Why a dependency could not answer a request right now, read from what the clients say (error codes and
 * classes, never a pattern over any message): the doors answer it as "unavailable, retry shortly" (REST 503
 * with Retry-After, MCP an isError that says so), and everything else stays an unexpected error (500).
 *
 * - `timeout`: PostgreSQL cancelled the statement (57014 statement_timeout, 55P03 lock_not_available) or the
 *   client gave up on a server that did not answer (pg's query_timeout);
 * - `down`: the server cannot be reached or went away: a socket error, PostgreSQL's connection exceptions
 *   (SQLSTATE class 08), shutting down or starting (57P01–57P03), out of connections (53300), the pool's
 *   wait for a connection, the Redis breaker open, a KurrentDB node unavailable. A cause chain is followed
 *   (fetch wraps the socket error of a Meilisearch call in its `cause`).
 */
export type Unavailability = 'timeout' | 'down';

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const POSTGRES_DOWN = new Set(['57P01', '57P02', '57P03', '53300']);
const POSTGRES_TIMEOUT = new Set(['57014', '55P03']);
/** node-postgres's own errors carry no code: these are its exact messages for a lost or unreachable server. */
const PG_CLIENT_DOWN = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);
const PG_CLIENT_TIMEOUT = 'Query read timeout';
/** The other clients' error classes for the same, by name (redis, meilisearch, @kurrent/kurrentdb-client). */
const CLIENT_DOWN_NAMES = new Set([
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'ClientClosedError',
  'ClientOfflineError',
  'SocketClosedUnexpectedlyError',
  'RootNodesUnavailableError',
  'MeilisearchRequestError',
  'UnavailableError',
]);
const CLIENT_TIMEOUT_NAMES = new Set(['MeilisearchRequestTimeOutError', 'DeadlineExceededError']);

export function unavailability(err: unknown): Unavailability | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (POSTGRES_TIMEOUT.has(code)) return 'timeout';
      if (SOCKET_CODES.has(code) || POSTGRES_DOWN.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'down';
    }
    if (e.message === PG_CLIENT_TIMEOUT) return 'timeout';
    if (PG_CLIENT_DOWN.has(e.message)) return 'down';
    if (CLIENT_TIMEOUT_NAMES.has(e.name)) return 'timeout';
    if (e instanceof RedisUnavailableError || CLIENT_DOWN_NAMES.has(e.name)) return 'down';
  }
  return undefined;
}

/** node-postgres's pool could not hand out a connection in time: the caller waited in its queue, or opening one took too long. */
const PG_NO_CONNECTION = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
export const noConnectionInTime = (err: unknown): boolean => err instanceof Error && PG_NO_CONNECTION.has(err.message);
