import { embeddedPostgresPid, ensureEmbeddedPostgres } from './embeddedPostgres.ts';
import { embeddedRedisPid, ensureEmbeddedRedis } from './embeddedRedis.ts';
import { stopRequested } from './stopMarker.ts';

/**
 * `serve`'s watch over the embedded PostgreSQL and Redis of its DATA_DIR (the ones it started or
 * found, never a DATABASE_URL's or REDIS_URL's server): every `everyMs` it checks that the server's
 * process still lives (postmaster.pid, redis.pid); one that died (killed, crashed, shut down by hand)
 * is started again on the same port, where the pools and the Redis client reconnect by themselves.
 * A failed start is retried after a doubling delay (1 s, 2 s, 4 s, ... at most `maxBackoffMs`); every
 * step is logged, and `problems()` says what is down and since when (/health lists it among its
 * reasons). A server hung but alive (SIGSTOP) is not restarted: its port is still held, and it comes
 * back by itself when continued. `taxonomy stop` leaves a marker (stopRequested) so a deliberate stop
 * is not undone; the next start of the servers removes it.
 */
export interface EmbeddedSupervisor {
  /** What is down now ("embedded PostgreSQL died 4 s ago; restart attempt 2 failed: ...; next in 4 s"). */
  problems(): string[];
  close(): void;
}

interface Watched {
  name: string;
  pid(): number | undefined; // the live server's pid, or undefined when none runs
  start(): Promise<unknown>;
}

interface Outage {
  since: number;
  attempts: number;
  nextAt: number;
  lastError?: string;
  starting?: boolean;
}

export function superviseEmbedded(opts: {
  dataDir: string;
  postgres: boolean;
  redis: boolean;
  log: (level: 'info' | 'warn' | 'error', m: string) => void;
  everyMs?: number;
  maxBackoffMs?: number;
}): EmbeddedSupervisor {
  const { dataDir, log, everyMs = 1000, maxBackoffMs = 30_000 } = opts;
  const quiet = () => {};
  const watched: Watched[] = [
    ...(opts.postgres
      ? [
          {
            name: 'embedded PostgreSQL',
            pid: () => embeddedPostgresPid(dataDir),
            start: () => ensureEmbeddedPostgres(dataDir, quiet),
          },
        ]
      : []),
    ...(opts.redis
      ? [
          {
            name: 'embedded Redis',
            pid: () => embeddedRedisPid(dataDir),
            start: () => ensureEmbeddedRedis(dataDir, quiet),
          },
        ]
      : []),
  ];
  const outages = new Map<string, Outage>();
  let closed = false;

  async function check(w: Watched): Promise<void> {
    const down = outages.get(w.name);
    if (down?.starting) return;
    if (w.pid() !== undefined) {
      if (down) outages.delete(w.name); // came back (started by another command of this DATA_DIR)
      return;
    }
    if (stopRequested(dataDir)) return;
    const now = Date.now();
    const o = down ?? { since: now, attempts: 0, nextAt: now };
    if (!down) {
      outages.set(w.name, o);
      log('warn', `${w.name} is not running (its process is gone): restarting it`);
    }
    if (now < o.nextAt) return;
    o.starting = true;
    o.attempts++;
    try {
      await w.start();
      outages.delete(w.name);
      log(
        'info',
        `${w.name} restarted (attempt ${o.attempts}, ${Math.round((Date.now() - o.since) / 1000)} s after it died)`,
      );
    } catch (err) {
      const delay = Math.min(1000 * 2 ** (o.attempts - 1), maxBackoffMs);
      o.lastError = (err as Error).message;
      o.nextAt = Date.now() + delay;
      log('error', `${w.name}: restart attempt ${o.attempts} failed (${o.lastError}); next in ${delay / 1000} s`);
    } finally {
      o.starting = false;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    void Promise.all(watched.map((w) => check(w).catch(() => {}))).then(() => {
      if (!closed) timer = setTimeout(tick, everyMs);
    });
  };
  if (watched.length) timer = setTimeout(tick, everyMs);

  return {
    problems() {
      const now = Date.now();
      return [...outages].map(([name, o]) => {
        const ago = Math.round((now - o.since) / 1000);
        const next = Math.max(0, Math.round((o.nextAt - now) / 1000));
        return (
          `${name} stopped ${ago} s ago and is being restarted` +
          (o.lastError ? ` (attempt ${o.attempts} failed: ${o.lastError}; next in ${next} s)` : '')
        );
      });
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
