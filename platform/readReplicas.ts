import type pg from 'pg';
import { createPool, type Queryable } from './db.ts';

/** One read replica as the router last saw it. */
export interface ReplicaState {
  name: string; // host:port (never the password)
  up: boolean; // answered the last check
  lagMs: number; // how long ago the primary was at a position the replica has not replayed yet (0: caught up)
  lagBytes: number; // WAL bytes between the primary's position and the replica's replay position
  usable: boolean; // up and lag within the threshold: reads may go to it
}

/** Reads routed to replicas (round robin over the usable ones), else to the primary. */
export interface ReadRouter extends Queryable {
  replicas(): ReplicaState[];
  /** Checks every replica now (the timer does it every `checkEveryMs`). */
  refresh(): Promise<void>;
  /** Reads answered by a replica and by the primary since start. */
  counts(): { replica: number; primary: number };
  maxLagMs: number;
  close(): Promise<void>;
}

export interface ReadRouterOptions {
  primary: pg.Pool;
  urls: string[]; // DATABASE_READ_URL, split
  poolSize: number;
  statementTimeoutMs?: number;
  maxLagMs: number;
  checkEveryMs?: number;
}

// A replica's failure that the primary would not have: the connection (class 08), a server shutting
// down or starting (57P01-57P03), a query cancelled by a conflict with recovery (40001 on a standby).
const replicaFault = (err: any) =>
  !err?.code ||
  /^08/.test(err.code) ||
  ['57P01', '57P02', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(err.code);

const lsnValue = (lsn: string) => {
  const [hi, lo] = lsn.split('/');
  return BigInt(`0x${hi}`) * 2n ** 32n + BigInt(`0x${lo}`);
};

/**
 * Sends reads to the replicas of DATABASE_READ_URL. Every `checkEveryMs` it samples the primary's WAL
 * position and each replica's replay position; a replica's lag is the time since the primary first stood
 * past the replica's replay position (so an idle primary means no lag, a paused replay a growing one).
 * A replica that is down or lags more than `maxLagMs` gets no reads until it is back; a read that fails
 * on a replica for a replica's reason is repeated on the primary, so callers see no error.
 */
export function createReadRouter(opts: ReadRouterOptions): ReadRouter {
  const { primary, maxLagMs } = opts;
  const replicas = opts.urls.map((url) => {
    const u = new URL(url);
    return {
      pool: createPool(url, opts.poolSize, { statementTimeoutMs: opts.statementTimeoutMs }),
      state: { name: `${u.hostname}:${u.port || 5432}`, up: false, lagMs: 0, lagBytes: 0, usable: false },
    };
  });
  const samples: { at: number; lsn: bigint }[] = []; // the primary's WAL position over time, oldest first
  const counted = { replica: 0, primary: 0 };
  let next = 0;

  async function checkOne(r: (typeof replicas)[number], now: number, head?: bigint): Promise<void> {
    try {
      const { rows } = await r.pool.query<{ replay: string | null }>(
        'SELECT COALESCE(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text AS replay',
      );
      const replay = lsnValue(rows[0].replay ?? '0/0');
      const behind = samples.find((s) => s.lsn > replay);
      r.state.up = true;
      r.state.lagBytes = head !== undefined && head > replay ? Number(head - replay) : 0;
      r.state.lagMs = behind ? now - behind.at : 0;
    } catch {
      r.state.up = false;
    }
    r.state.usable = r.state.up && r.state.lagMs <= maxLagMs;
  }

  async function refresh(): Promise<void> {
    const now = Date.now();
    let head: bigint | undefined;
    try {
      const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      head = lsnValue(rows[0].lsn);
      if (!samples.length || samples[samples.length - 1].lsn !== head) samples.push({ at: now, lsn: head });
      while (samples.length > 1 && samples.length > 3600) samples.shift();
    } catch {
      /* the primary is down: keep the last figures; the health check reports the primary itself */
    }
    await Promise.all(replicas.map((r) => checkOne(r, now, head)));
  }

  const timer = setInterval(() => void refresh(), opts.checkEveryMs ?? 1000);
  timer.unref();
  void refresh();

  function pick() {
    for (let i = 0; i < replicas.length; i++) {
      const r = replicas[(next + i) % replicas.length];
      if (r.state.usable) {
        next = (next + i + 1) % replicas.length;
        return r;
      }
    }
    return undefined;
  }

  return {
    maxLagMs,
    async query(text: string, values?: unknown[]) {
      const r = pick();
      if (r) {
        try {
          const res = await r.pool.query(text, values);
          counted.replica++;
          return res;
        } catch (err) {
          if (!replicaFault(err)) throw err;
          r.state.up = r.state.usable = false; // until the next check finds it back
        }
      }
      counted.primary++;
      return primary.query(text, values);
    },
    replicas: () => replicas.map((r) => ({ ...r.state })),
    refresh,
    counts: () => ({ ...counted }),
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  } as ReadRouter;
}

/** Reads all on the primary (no DATABASE_READ_URL): the same interface, nothing to check. */
export function primaryOnly(primary: pg.Pool): ReadRouter {
  let reads = 0;
  return {
    maxLagMs: 0,
    query: (text: string, values?: unknown[]) => {
      reads++;
      return primary.query(text, values);
    },
    replicas: () => [],
    refresh: async () => {},
    counts: () => ({ replica: 0, primary: reads }),
    close: async () => {},
  } as ReadRouter;
}
