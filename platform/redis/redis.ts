/**
 * The small Redis interface the service uses, the same over one server and over a Redis Cluster
 * (`connectRedis` picks the adapter from REDIS_URL). A script's keys are always declared in `keys`
 * and share one hash slot (hash tags `{…}`); nothing here runs SCAN inside a script.
 */
export interface Redis {
  readonly kind: 'single' | 'cluster';
  /** Connected and answering (false while the circuit breaker is open). */
  readonly isReady: boolean;
  readonly isOpen: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, opts?: { PX?: number }): Promise<unknown>;
  del(key: string): Promise<number>;
  hSet(key: string, field: string, value: string): Promise<number>;
  hGet(key: string, field: string): Promise<string | null>;
  hmGet(key: string, fields: string[]): Promise<(string | null)[]>;
  hDel(key: string, field: string): Promise<number>;
  hGetAll(key: string): Promise<Record<string, string>>;
  eval(script: string, opts: { keys: string[]; arguments: string[] }): Promise<unknown>;
  evalRo(script: string, opts: { keys: string[]; arguments: string[] }): Promise<unknown>;
  ping(): Promise<unknown>;
  /** WAIT on the node that holds `key`: how many replicas acknowledged its writes within `ms` (0 without replicas). */
  waitForReplicas(key: string, replicas: number, ms: number): Promise<number>;
  /** Every key matching `pattern`, from every master (SCAN from the client, a page at a time). */
  scan(pattern: string): AsyncIterable<string[]>;
  quit(): Promise<void>;
}

/** Redis cannot be reached (down, paused, failing over): the caller applies the Redis-down policy. */
export class RedisUnavailableError extends Error {
  constructor(detail: string) {
    super(`Redis is unavailable: ${detail}`);
    this.name = 'RedisUnavailableError';
  }
}
