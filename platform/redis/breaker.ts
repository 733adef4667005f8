import { ErrorReply } from 'redis';
import { RedisUnavailableError, type Redis } from './redis.ts';

export interface BreakerOptions {
  commandTimeoutMs: number; // longest a caller waits for one command
  probeIntervalMs?: number; // while open, how often a PING checks whether Redis is back
}

/** Server replies that mean "not now" (failover, loading), as opposed to a wrong command. */
const TRANSIENT = /^(CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN|READONLY)\b/;

/**
 * Command timeouts and a circuit breaker around a Redis: a command that does not answer within
 * `commandTimeoutMs`, or fails for want of a connection, opens the breaker; while open every command
 * fails at once with RedisUnavailableError and `isReady` is false, so callers apply the Redis-down
 * policy (SECURITY.md) without waiting; a PING every `probeIntervalMs` closes it when Redis answers.
 * A paused (SIGSTOPped) Redis therefore costs one request at most `commandTimeoutMs`, the others nothing.
 */
export function withBreaker(inner: Redis, opts: BreakerOptions): Redis & { readonly breakerOpen: boolean } {
  const probeMs = opts.probeIntervalMs ?? 100;
  let open = false;
  let probe: NodeJS.Timeout | undefined;

  function trip() {
    if (open) return;
    open = true;
    probe = setInterval(() => {
      limit(inner.ping()).then(
        () => {
          open = false;
          clearInterval(probe);
          probe = undefined;
        },
        () => {},
      );
    }, probeMs);
    probe.unref();
  }

  function limit<T>(p: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const timer = setTimeout(
        // setImmediate: a reply that arrived while the event loop was busy is read before we give up
        () => setImmediate(() => settle(() => reject(new RedisUnavailableError('no answer in time')))),
        opts.commandTimeoutMs,
      );
      p.then(
        (v) => settle(() => resolve(v)),
        (e) => settle(() => reject(e)),
      );
    });
  }

  async function guard<T>(run: () => Promise<T>): Promise<T> {
    if (open) throw new RedisUnavailableError('circuit open');
    try {
      return await limit(run());
    } catch (e) {
      if (!(e instanceof ErrorReply) || TRANSIENT.test(e.message)) trip();
      throw e;
    }
  }

  return {
    kind: inner.kind,
    get isReady() {
      return !open && inner.isReady;
    },
    get isOpen() {
      return inner.isOpen;
    },
    get breakerOpen() {
      return open;
    },
    get: (k) => guard(() => inner.get(k)),
    set: (k, v, o) => guard(() => inner.set(k, v, o)),
    del: (k) => guard(() => inner.del(k)),
    hSet: (k, f, v) => guard(() => inner.hSet(k, f, v)),
    hGet: (k, f) => guard(() => inner.hGet(k, f)),
    hmGet: (k, f) => guard(() => inner.hmGet(k, f)),
    hDel: (k, f) => guard(() => inner.hDel(k, f)),
    hGetAll: (k) => guard(() => inner.hGetAll(k)),
    eval: (s, o) => guard(() => inner.eval(s, o)),
    evalRo: (s, o) => guard(() => inner.evalRo(s, o)),
    ping: () => guard(() => inner.ping()),
    waitForReplicas: (k, n, ms) => guard(() => inner.waitForReplicas(k, n, ms)), // ms must stay below the command timeout
    scan: (pattern) => inner.scan(pattern), // maintenance only (rebuild clean-up), never on a request's path
    quit: async () => {
      clearInterval(probe);
      await inner.quit();
    },
  };
}
