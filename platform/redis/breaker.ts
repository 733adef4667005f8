import { ErrorReply } from 'redis';
import { RedisUnavailableError, type Redis } from './redis.ts';

export interface BreakerOptions {
  commandTimeoutMs: number; // longest a caller waits for one command
  /** After a command timed out: how long a PING may take before Redis counts as down (default 1000 ms). */
  downAfterMs?: number;
  probeIntervalMs?: number; // while open, how often a PING checks whether Redis is back
  /** Told when the breaker opens (with the failure that opened it) and when it closes again. */
  onChange?: (open: boolean, detail: string) => void;
  /** Told when a command timed out but a PING answered within `downAfterMs`: slow, not down. */
  onSlow?: (detail: string) => void;
}

/** Server replies that mean "not now" (failover, loading), as opposed to a wrong command. */
const TRANSIENT = /^(CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN|READONLY)\b/;

/** A command that did not answer within the command timeout. */
class CommandTimeout extends RedisUnavailableError {}

/**
 * Command timeouts and a circuit breaker around a Redis. A command fails for its caller when it does not
 * answer within `commandTimeoutMs`. The breaker opens when Redis is down: a command failed for want of a
 * connection (or a failover reply: CLUSTERDOWN, TRYAGAIN…), or a command timed out and a PING then got
 * no answer within `downAfterMs` either (a timeout alone is "slow", not "down": on a busy machine one
 * Redis node may stall for 100–200 ms, and opening the breaker for that would refuse every API key of
 * the instance for nothing). While open every command fails at once with RedisUnavailableError and
 * `isReady` is false, so callers apply the Redis-down policy (SECURITY.md) without waiting; a PING every
 * `probeIntervalMs` closes it when Redis answers. A paused (SIGSTOPped) Redis therefore costs the
 * requests of the first `downAfterMs` at most `commandTimeoutMs` each, the others nothing.
 */
export function withBreaker(inner: Redis, opts: BreakerOptions): Redis & { readonly breakerOpen: boolean } {
  const probeMs = opts.probeIntervalMs ?? 100;
  const downAfterMs = opts.downAfterMs ?? 1000;
  let open = false;
  let confirming = false; // a command timed out: a PING is finding out whether Redis is down or slow
  let probe: NodeJS.Timeout | undefined;
  let openedAt = 0;
  const describe = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

  function trip(why: string) {
    if (open) return;
    open = true;
    openedAt = Date.now();
    opts.onChange?.(true, why);
    probe = setInterval(() => {
      limit(inner.ping(), opts.commandTimeoutMs).then(
        () => {
          if (!open) return;
          open = false;
          clearInterval(probe);
          probe = undefined;
          opts.onChange?.(false, `closed after ${Date.now() - openedAt} ms`);
        },
        () => {},
      );
    }, probeMs);
    probe.unref();
  }

  /** A command timed out: down if a PING does not answer within `downAfterMs` either, else only slow. */
  function confirm(command: string) {
    if (open || confirming) return;
    confirming = true;
    const since = Date.now();
    limit(inner.ping(), downAfterMs).then(
      () => {
        confirming = false;
        opts.onSlow?.(`${command} took over ${opts.commandTimeoutMs} ms; PING answered in ${Date.now() - since} ms`);
      },
      (e) => {
        confirming = false;
        trip(`${command} took over ${opts.commandTimeoutMs} ms, then PING: ${describe(e)}`);
      },
    );
  }

  function limit<T>(p: Promise<T>, ms: number): Promise<T> {
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
        () => setImmediate(() => settle(() => reject(new CommandTimeout('no answer in time')))),
        ms,
      );
      p.then(
        (v) => settle(() => resolve(v)),
        (e) => settle(() => reject(e)),
      );
    });
  }

  async function guard<T>(command: string, run: () => Promise<T>): Promise<T> {
    if (open) throw new RedisUnavailableError('circuit open');
    try {
      return await limit(run(), opts.commandTimeoutMs);
    } catch (e) {
      if (e instanceof CommandTimeout) confirm(command);
      else if (!(e instanceof ErrorReply) || TRANSIENT.test(e.message)) trip(`${command}: ${describe(e)}`);
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
    get: (k) => guard('GET', () => inner.get(k)),
    set: (k, v, o) => guard('SET', () => inner.set(k, v, o)),
    del: (k) => guard('DEL', () => inner.del(k)),
    hSet: (k, f, v) => guard('HSET', () => inner.hSet(k, f, v)),
    hGet: (k, f) => guard('HGET', () => inner.hGet(k, f)),
    hmGet: (k, f) => guard('HMGET', () => inner.hmGet(k, f)),
    hDel: (k, f) => guard('HDEL', () => inner.hDel(k, f)),
    hGetAll: (k) => guard('HGETALL', () => inner.hGetAll(k)),
    eval: (s, o) => guard('EVAL', () => inner.eval(s, o)),
    evalRo: (s, o) => guard('EVAL_RO', () => inner.evalRo(s, o)),
    ping: () => guard('PING', () => inner.ping()),
    waitForReplicas: (k, n, ms) => guard('WAIT', () => inner.waitForReplicas(k, n, ms)), // ms must stay below the command timeout
    scan: (pattern) => inner.scan(pattern), // maintenance only (rebuild clean-up), never on a request's path
    quit: async () => {
      clearInterval(probe);
      await inner.quit();
    },
  };
}
