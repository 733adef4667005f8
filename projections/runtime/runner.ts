import type pg from 'pg';
import { RELEASE_BODY_TYPES } from '../../commands/events.ts';
import type { EventStore, RecordedEvent } from '../../commands/eventStore/port.ts';
import { isOneOf } from '../../commands/domainEvents.ts';
import { withTransaction } from '../../platform/db.ts';
import { mapLimit } from '../../platform/mapLimit.ts';
import { assertSessionHoldsLock, SessionConnectionRequired } from '../../platform/sessionConnection.ts';
import { noConnectionInTime } from '../../platform/unavailable.ts';
import { advanceCheckpoint, CheckpointMoved, markChanged, readCheckpoint, resetCheckpoint } from './checkpoints.ts';
import { deferIndexes, restoreIndexes } from './deferredIndexes.ts';
import { createCatchUpTimings } from './catchUpTimings.ts';
import { cleanGinPendingLists } from './ginPendingLists.ts';
import { nextName, planCatchUp, promote, startRebuild } from './blueGreen.ts';
import { isRedisProjection, redisSteps, type AnyProjection, type StoreSteps } from './redisProjection.ts';

export const PROJECTOR_LOCK = 7_401_003; // session advisory lock: one projector process at a time
/** How often the lock holder sets its heartbeat (projector_heartbeat); status.ts calls it stale after HEARTBEAT_STALE_MS. */
export const HEARTBEAT_MS = 2000;
// nodes/edges per transaction, at least (a batch ends only between releases); `batchUnits` overrides
// (config.projector, PROJECTOR_BATCH_UNITS: fault tests use small batches)
const BATCH_UNITS = 50_000;

export interface ProjectorDeps {
  pool: pg.Pool;
  store: EventStore;
  projections: AnyProjection[]; // PostgreSQL projections, and Redis ones (kind: 'redis')
  log?: (msg: string) => void;
  onProgress?: (position: bigint, head: bigint) => void;
  batchUnits?: number; // nodes/edges per transaction before a batch may end (default BATCH_UNITS)
  bulkThreshold?: number; // events behind the head from which indexes are built after the replay (default BULK_THRESHOLD)
}

// A replay this many events long (a rebuild, a first full ingest) sets secondary indexes aside and
// builds them once at the end (deferredIndexes.ts); shorter catch-ups keep them up to date. `bulkThreshold`
// overrides (config.projector, PROJECTOR_BULK_THRESHOLD).
const BULK_THRESHOLD = 2000;

// how many times catchUpOrWait takes up a catch-up again that could not get a connection in time (after 1, 2, 4, 8, 16 s)
const CONNECTION_RETRIES = 5;

const units = (e: RecordedEvent) => e.data?.nodes?.length ?? e.data?.edges?.length ?? e.data?.countries?.length ?? 1;

/**
 * Reads the log once and feeds every projection; each projection's writes and checkpoint commit in
 * one transaction with a compare-and-set on the checkpoint. A batch never ends inside a release
 * (its events were appended atomically), so readers never see half a release.
 */
export function createProjector(deps: ProjectorDeps) {
  const { pool, store, projections } = deps;
  const log = deps.log ?? (() => {});
  let lockClient: pg.PoolClient | undefined;
  const paused = new Set<string>(); // Redis projections sitting rounds out while their Redis is down
  let indexesMayBeDeferred = true; // checked on the first catch-up (a crashed replay's leftovers), then only after a deferral

  /** Connections of the pool left for transactions: the lock's session holds one. */
  const spareConnections = () => Math.max(1, (pool.options.max ?? 10) - (lockClient ? 1 : 0));

  async function tryLock(): Promise<boolean> {
    if (lockClient) return true;
    const c = await pool.connect();
    const { rows } = await c.query('SELECT pg_try_advisory_lock($1) AS ok', [PROJECTOR_LOCK]);
    if (!rows[0].ok) {
      c.release();
      return false;
    }
    try {
      await assertSessionHoldsLock(c, PROJECTOR_LOCK); // a transaction-mode pooler would lose the lock
    } catch (err) {
      await c.query('SELECT pg_advisory_unlock($1)', [PROJECTOR_LOCK]).catch(() => {});
      c.release(true);
      throw err;
    }
    c.on('error', () => {
      if (lockClient === c) stopBeating();
      lockClient = undefined;
    });
    lockClient = c;
    startBeating(c);
    return true;
  }

  // The heartbeat: a stopped (SIGSTOP) or hung process keeps its session, so its lock alone says
  // nothing; a timer of this process's own event loop sets the beat on the lock's connection.
  let beating: NodeJS.Timeout | undefined;
  function startBeating(c: pg.PoolClient) {
    // a thread kept busy past a beat runs the timer before it reads the last beat's answer: that beat is skipped
    // (a second query on a busy client is queued behind the first: "client is already executing a query")
    let unanswered = false;
    const beat = () => {
      if (unanswered) return;
      unanswered = true;
      return c
        .query(
          `INSERT INTO projector_heartbeat (id, beat) VALUES (1, clock_timestamp())
             ON CONFLICT (id) DO UPDATE SET beat = excluded.beat`,
        )
        .catch(() => {}) // a lost connection is noticed by the runner's own queries
        .finally(() => (unanswered = false));
    };
    void beat();
    beating = setInterval(() => void beat(), HEARTBEAT_MS); // beat() catches its own failure
    beating.unref();
  }
  function stopBeating() {
    clearInterval(beating);
    beating = undefined;
  }

  async function unlock(): Promise<void> {
    const c = lockClient;
    lockClient = undefined;
    stopBeating();
    if (!c) return;
    try {
      await c.query('SELECT pg_advisory_unlock($1)', [PROJECTOR_LOCK]);
      c.release();
    } catch {
      c.release(true);
    }
  }

  /** The steps that depend on where the projection's read model lives: PostgreSQL here, Redis in redisProjection.ts. */
  function stepsOf(p: AnyProjection): StoreSteps {
    if (isRedisProjection(p)) return redisSteps(p, pool, log);
    return {
      pausable: false,
      readCheckpoint: () => readCheckpoint(pool, p.name, p.version),
      commit: (from, to, events) =>
        withTransaction(pool, async (tx) => {
          // Read models are rebuilt from the log, and data and checkpoint commit together: a commit
          // lost in a database crash is replayed, never half-applied. So no fsync wait per projection.
          await tx.query('SET LOCAL synchronous_commit = off');
          // A handler's statements are look-ups by key, planned blind during a long replay (its tables are new, their
          // indexes set aside, autovacuum off here): a look-up of one system's rows is estimated at 0.5 % of the table,
          // and once the table passes ~5 M rows that estimate passes jit_above_cost, so each statement compiled itself
          // for 20-80 ms to read a few rows (the 10x bench's catch-up grew 13x). Compiling never pays here.
          await tx.query('SET LOCAL jit = off');
          if (events.length) await p.handle(events, tx);
          if (!(await advanceCheckpoint(tx, p.name, from, to, events.length > 0))) throw new CheckpointMoved(p.name);
        }),
      caughtUp: async () => await p.caughtUp?.(), // Meilisearch: a finished rebuild is swapped in
      reset: (tx) => p.reset(tx),
    };
  }

  async function commit(p: AnyProjection, from: bigint, events: RecordedEvent[]): Promise<void> {
    const to = events[events.length - 1].position;
    const mine = events.filter((e) => e.position > from).filter((e) => isOneOf(p.handles, e));
    await stepsOf(p).commit(from, to, mine);
  }

  /** Processes every event up to the head once. Requires the lock. Returns the position reached. */
  async function catchUp(signal?: AbortSignal): Promise<bigint> {
    const checkpoints = new Map<string, bigint>();
    const active: AnyProjection[] = []; // a Redis projection whose Redis is down sits this round out
    const { units: fed, rebuilds } = await planCatchUp(pool, projections, log);
    for (const p of fed) {
      const steps = stepsOf(p);
      try {
        checkpoints.set(p.name, await steps.readCheckpoint());
        active.push(p);
        if (paused.delete(p.name)) log(`projector: ${p.name} resumed`);
      } catch (err) {
        if (!steps.pausable) throw err;
        if (!paused.has(p.name)) log(`projector: ${p.name} paused: ${(err as Error).message}`);
        paused.add(p.name);
      }
    }
    const start = [...checkpoints.values()].reduce((a, b) => (a < b ? a : b), 2n ** 62n);
    const head = await store.headPosition();
    const long = head - start >= BigInt(deps.bulkThreshold ?? BULK_THRESHOLD);
    const timings = createCatchUpTimings(); // logged at the end of a long replay
    if (long) {
      const tables = active.flatMap((p) =>
        head - checkpoints.get(p.name)! >= BigInt(deps.bulkThreshold ?? BULK_THRESHOLD) ? (p.bulkTables ?? []) : [],
      );
      const set = await deferIndexes(pool, tables);
      indexesMayBeDeferred = true;
      if (set.length)
        log(`projector: long replay (${head - start} events): ${set.length} indexes set aside, built at the end`);
    }
    let batch: RecordedEvent[] = [];
    let batchUnits = 0;
    let reached = start;
    const flush = async () => {
      if (!batch.length) return;
      // Projections own disjoint tables: their transactions run side by side (two cores, and
      // PostgreSQL parses one projection's COPY while another's index is written), as many at once as the
      // pool has connections for. More would queue in the pool, whose connection timeout counts that wait:
      // behind slow commits (a loaded machine, a rebuild feeding every projection twice) the last of them
      // gave up with "timeout exceeded when trying to connect" and the catch-up failed.
      const last = batch[batch.length - 1].position;
      const ms = new Map<string, number>();
      const due = active.filter((p) => last > checkpoints.get(p.name)!);
      const failures = await mapLimit(due, spareConnections(), async (p) => {
        try {
          const t0 = performance.now();
          await commit(p, checkpoints.get(p.name)!, batch);
          ms.set(p.name, performance.now() - t0);
          checkpoints.set(p.name, last);
        } catch (err) {
          return { err }; // the others' transactions run on: each commits or not on its own
        }
      });
      timings.batch(ms);
      const failed = failures.find((f) => f !== undefined);
      if (failed) throw failed.err;
      reached = batch[batch.length - 1].position;
      deps.onProgress?.(reached, head > reached ? head : reached);
      batch = [];
      batchUnits = 0;
    };
    for await (const e of store.readAll(start, 64)) {
      if (signal?.aborted) break;
      batch.push(e);
      batchUnits += units(e);
      if (batchUnits >= (deps.batchUnits ?? BATCH_UNITS) && !RELEASE_BODY_TYPES.has(e.type)) await flush();
    }
    if (!signal?.aborted) {
      await flush();
      for (const p of active) await stepsOf(p).caughtUp(checkpoints.get(p.name)!);
      let t0 = performance.now();
      // also finishes a replay that crashed
      const built = indexesMayBeDeferred ? await restoreIndexes(pool, Math.min(2, spareConnections())) : [];
      indexesMayBeDeferred = false;
      if (built.length) timings.phase(`${built.length} index builds`, performance.now() - t0);
      // after the indexes (they may read by them); two at a time: each settles its own tables
      const settling = active.filter((p) => p.settle);
      await mapLimit(settling, Math.min(2, spareConnections()), async (p) => {
        const t1 = performance.now();
        await withTransaction(pool, async (tx) => {
          if (await p.settle!.call(p, tx)) await markChanged(tx, p.name);
        });
        timings.phase(`${p.name} settle`, performance.now() - t1);
      });
      if (built.length) {
        log(`projector: built ${built.length} indexes`);
        t0 = performance.now();
        // fresh statistics after a bulk load, for every table a replay filled (not only those whose indexes were set
        // aside: the aid phrases and term counts had none where autovacuum is off, and their look-ups planned blind)
        const tables = [...new Set(active.flatMap((p) => [...(p.bulkTables ?? []), ...(p.tables ?? [])]))];
        await mapLimit(tables, Math.min(2, spareConnections()), (t) => pool.query(`ANALYZE ${t}`)); // names from code
        timings.phase('ANALYZE', performance.now() - t0);
      }
      if (long) {
        t0 = performance.now();
        const pages = await cleanGinPendingLists(pool).catch((err: Error) => {
          log(`projector: GIN pending lists left to autovacuum (${err.message})`);
          return 0;
        });
        timings.phase(`GIN pending lists (${pages} pages)`, performance.now() - t0);
        log(`projector: ${timings.summary()}`);
      }
      for (const p of rebuilds) {
        if (checkpoints.get(nextName(p.name))! < reached) continue;
        if (await promote(pool, p)) log(`projector: ${p.name} rebuilt; the new tables are live`);
      }
    }
    return reached;
  }

  /** Waits for the lock (a second projector waits here), then follows the log until the signal aborts. */
  async function run(signal: AbortSignal): Promise<void> {
    let announced = false;
    while (!signal.aborted) {
      try {
        if (!(await tryLock())) {
          if (!announced) {
            log('another projector holds the lock; waiting');
            announced = true;
          }
          await sleep(1000, signal);
          continue;
        }
        const reached = await catchUp(signal);
        await store.waitForEvents(reached, 1000, signal);
      } catch (err) {
        if (signal.aborted) break;
        if (err instanceof SessionConnectionRequired) throw err; // no retry fixes the configuration
        if (!(err instanceof CheckpointMoved)) log(`projector: ${(err as Error).message}; retrying`);
        if (lockClient) {
          try {
            await lockClient.query('SELECT 1');
          } catch {
            lockClient = undefined;
          }
        }
        await sleep(err instanceof CheckpointMoved ? 0 : 1000, signal);
      }
    }
    await unlock();
  }

  /**
   * Catches up under the projector lock; while another projector holds it, waits for that one to catch
   * up, and takes over if it dies on the way (its lock is released once PostgreSQL sees the session gone,
   * which can be just after the process has exited).
   */
  async function catchUpOrWait(timeoutMs = 30 * 60_000): Promise<'ran' | 'waited'> {
    const deadline = Date.now() + timeoutMs;
    const head = await store.headPosition(); // what a waiter waits for: the log as it was when asked
    for (;;) {
      if (await tryLock()) {
        try {
          for (let retries = 0; ;) {
            try {
              await catchUp();
              break;
            } catch (e) {
              if (e instanceof CheckpointMoved) continue;
              // A connection that could not be had in time (a busy machine) fails only the transactions that waited
              // for it: each commits with its checkpoint or not at all, so the next round takes up where they stand.
              if (!noConnectionInTime(e) || ++retries > CONNECTION_RETRIES) throw e;
              log(`projector: ${(e as Error).message}; trying again (${retries} of ${CONNECTION_RETRIES})`);
              await sleep(1000 * 2 ** (retries - 1));
            }
          }
        } finally {
          await unlock();
        }
        return 'ran';
      }
      if (await caughtUp(pool, projections, head)) return 'waited';
      if (Date.now() > deadline) throw new Error('timed out waiting for the projections to catch up');
      await sleep(250);
    }
  }

  /** Empties the named projections' read models and checkpoints in one transaction. */
  async function reset(names?: string[]): Promise<void> {
    const chosen = names?.length ? projections.filter((p) => names.includes(p.name)) : projections;
    await withTransaction(pool, async (tx) => {
      for (const p of chosen) {
        await stepsOf(p).reset(tx);
        await resetCheckpoint(tx, p.name, p.version);
      }
    });
  }

  /**
   * Rebuilds the named projections (all by default) from the log: those with tables into copies
   * swapped in when caught up (readers keep the current model until then), the others in place.
   * The next catch-up, here or in the running projector, does the work.
   */
  async function rebuild(names?: string[]): Promise<void> {
    const chosen = names?.length ? projections.filter((p) => names.includes(p.name)) : projections;
    const inPlace: string[] = [];
    for (const p of chosen) {
      if (!isRedisProjection(p) && p.tables?.length) await startRebuild(pool, p);
      else inPlace.push(p.name);
    }
    if (inPlace.length) await reset(inPlace);
  }

  return { run, catchUp, catchUpOrWait, reset, rebuild, tryLock, unlock };
}

/** Every projection's checkpoint has reached `head` and no rebuild is waiting to be swapped in. */
async function caughtUp(pool: pg.Pool, projections: AnyProjection[], head: bigint): Promise<boolean> {
  const names = projections.map((p) => p.name);
  const { rows } = await pool.query(
    `SELECT min(position) FILTER (WHERE name = ANY($1)) AS p, count(*) FILTER (WHERE left(name, -5) = ANY($1)
              AND name LIKE '%@next')::int AS rebuilding
       FROM projection_checkpoints`,
    [names],
  );
  return rows[0].p !== null && BigInt(rows[0].p) >= head && rows[0].rebuilding === 0;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
