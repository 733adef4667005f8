import { ErrorReply } from 'redis';
import { RedisUnavailableError, type Redis } from './redis.ts';

export interface BreakerOptions {
  commandTimeoutMs: number; // how long a command may go unanswered before Redis is suspected (a PING decides)
  /** After a command gave no answer in time: how long a PING may take before Redis counts as down (default 500 ms). */
  downAfterMs?: number;
  probeIntervalMs?: number; // while open, how often a PING checks whether Redis is back
  /** Told when the breaker opens (with the failure that opened it) and when it closes again. */
  onChange?: (open: boolean, detail: string) => void;
  /** Told when a command went unanswered in time but a PING answered within `downAfterMs`: slow, not down. */
  onSlow?: (detail: string) => void;
}

/** Server replies that mean "not now" (failover, loading), as opposed to a wrong command. */
const TRANSIENT = /^(CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN|READONLY)\b/;

/** A command without an answer: Redis did not answer a PING either, or was slower than the whole allowance. */
class CommandTimeout extends RedisUnavailableError {}

/**
 * Command timeouts and a circuit breaker around a Redis. The breaker opens when Redis is down: a command
 * failed for want of a connection (or got a failover reply: CLUSTERDOWN, TRYAGAIN…), or a command gave no
 * answer within `commandTimeoutMs` and a PING then got none within `downAfterMs` either. A command
 * without an answer in time makes Redis a suspect, not a failure: while the PING decides, the command
 * keeps waiting for its answer; if the PING answers, Redis is slow, not down (on a busy machine a node
 * may stall for 100–200 ms), the command gets its answer and the breaker stays closed (opening it for
 * that refused every API key of the instance for nothing: issue 19). If the PING does not answer, the
 * breaker opens and every command waiting fails. While open every command fails at once with
 * RedisUnavailableError and `isReady` is false, so callers apply the Redis-down policy (SECURITY.md)
 * without waiting; a PING every `probeIntervalMs` closes it when Redis answers. A paused (SIGSTOPped)
 * Redis therefore costs the requests of its first `commandTimeoutMs + downAfterMs` at most that long
 * (they fail together), the others nothing.
 */
export function withBreaker(inner: Redis, opts: BreakerOptions): Redis & { readonly breakerOpen: boolean } {
  const probeMs = opts.probeIntervalMs ?? 100;
  const downAfterMs = opts.downAfterMs ?? 500;
  let open = false;
  let verdict: Promise<boolean> | undefined; // a PING deciding whether Redis is down (true) or slow (false)
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

  /** `command` gave no answer in time: true (down, the breaker opens) if a PING gets none within `downAfterMs` either. */
  function suspect(command: string): Promise<boolean> {
    if (open) return Promise.resolve(true);
    if (!verdict) {
      const since = Date.now();
      verdict = limit(inner.ping(), downAfterMs)
        .then(
          () => {
            opts.onSlow?.(
              `${command} took over ${opts.commandTimeoutMs} ms; PING answered in ${Date.now() - since} ms`,
            );
            return false;
          },
          (e) => {
            trip(`${command} took over ${opts.commandTimeoutMs} ms, then PING: ${describe(e)}`);
            return true;
          },
        )
        .finally(() => {
          verdict = undefined;
        });
    }
    return verdict;
  }

  /** A plain deadline (for the PINGs). */
  function limit<T>(p: Promise<T>, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        // setImmediate: a reply that arrived while the event loop was busy is read before we give up
        () => setImmediate(() => reject(new CommandTimeout('no answer in time'))),
        ms,
      );
      p.then(
        (v) => (clearTimeout(timer), resolve(v)),
        (e) => (clearTimeout(timer), reject(e)),
      );
    });
  }

  /** A command's answer; after `commandTimeoutMs` without one, Redis is suspected and the PING's verdict decides. */
  function answer<T>(command: string, p: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      let cap: NodeJS.Timeout | undefined;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(cap);
        fn();
      };
      const fail = (why: string) => settle(() => reject(new CommandTimeout(why)));
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            void suspect(command).then(
              (down) => down && fail('no answer in time, nor to a PING'),
              () => fail('no answer in time, nor to a PING'),
            );
            cap = setTimeout(() => fail('no answer in time'), downAfterMs); // slow beyond the verdict: give up
          }),
        opts.commandTimeoutMs,
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
      return await answer(command, run());
    } catch (e) {
      if (!(e instanceof CommandTimeout) && (!(e instanceof ErrorReply) || TRANSIENT.test(e.message)))
        trip(`${command}: ${describe(e)}`);
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
