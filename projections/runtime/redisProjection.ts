import type pg from 'pg';
import type { RecordedEvent } from '../../commands/eventStore/port.ts';
import { isOneOf, type DomainEventType, type RecordedOf } from '../../commands/domainEvents.ts';
import type { Queryable } from '../../platform/db.ts';
import type { Redis } from '../../platform/connections.ts';
import type { Projection } from './projection.ts';
import { CheckpointMoved } from './checkpoints.ts';
import {
  buildingKey,
  checkpointKeyOf,
  deleteGeneration,
  generationNs,
  liveKey,
  newGeneration,
  retiredKey,
} from './redisGenerations.ts';

/** Commands a Redis projection queues for one batch, on keys under `ns` (the generation being written). */
export interface RedisBatch {
  ns: string;
  call(command: string, key: string, ...args: string[]): void;
}

/**
 * A projection whose read model lives in Redis, under `namespace` in generations (redisGenerations.ts).
 * `handle` only queues writes; the runner applies them grouped by hash tag (one script per group, its
 * keys declared and in one slot, so it also runs on a Redis Cluster), then moves the generation's
 * checkpoint with a compare-and-set. Writes are idempotent (keyed by natural keys), so a batch cut
 * short by a crash is applied again, in order, from the old checkpoint.
 */
export interface RedisProjection<T extends DomainEventType = any> {
  kind: 'redis';
  name: string;
  version: number;
  handles: ReadonlySet<T>;
  redis: Redis;
  namespace: string;
  handle(events: RecordedOf<T>[], batch: RedisBatch): void;
  // none of a PostgreSQL projection's tables, indexes to set aside or work to settle at the end of a replay
  tables?: never;
  bulkTables?: never;
  settle?: never;
}

/** Any projection, as the runner holds them (each is fed only the event types in its `handles`). */
export type AnyProjection = Projection | RedisProjection;
export const isRedisProjection = (p: AnyProjection): p is RedisProjection => (p as RedisProjection).kind === 'redis';

/**
 * The projector's steps that depend on where a read model lives, so that its runner (runner.ts) feeds every
 * projection alike: in PostgreSQL the writes and the checkpoint commit in one transaction (runner.ts); in
 * Redis (`redisSteps`) the writes go by script and the Redis checkpoint moves by compare-and-set after them,
 * and a projection whose Redis is down sits the round out.
 */
export interface StoreSteps {
  /** A checkpoint that cannot be read pauses the projection for the round rather than failing the catch-up. */
  pausable: boolean;
  readCheckpoint(): Promise<bigint>;
  /** Applies `events` (the projection's, after `from`) and moves the checkpoint to `to`; CheckpointMoved when it was not at `from`. */
  commit(from: bigint, to: bigint, events: RecordedOf<DomainEventType>[]): Promise<void>;
  /** The projection has applied the log up to `position`: a finished rebuild becomes what readers read. */
  caughtUp(position: bigint): Promise<void>;
  /** Empties the read model, in the transaction that resets its checkpoint. */
  reset(tx: pg.PoolClient): Promise<void>;
}

/** A Redis projection's steps; its checkpoint's copy for `status` goes to `db`. */
export const redisSteps = (p: RedisProjection, db: Queryable, log: (m: string) => void): StoreSteps => ({
  pausable: true,
  readCheckpoint: () => readRedisCheckpoint(db, p, log),
  async commit(from, to, events) {
    if (!(await commitRedisBatch(db, p, from, to, events))) throw new CheckpointMoved(p.name);
  },
  // ready for readers (unless Redis lost its data meanwhile: the next round replays it)
  caughtUp: (position) => markRedisCaughtUp(p, position, log).catch(() => {}),
  reset: (tx) => resetRedisProjection(tx, p),
});

/** The generation each projection writes (decided when its checkpoint is read). */
const writing = new WeakMap<RedisProjection, string>();

// ARGV: each command as <number of args after the key> <command> <index of its key in KEYS> <args...>
const APPLY = `
local i = 1
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(ARGV[i + 1], KEYS[tonumber(ARGV[i + 2])], unpack(ARGV, i + 3, i + 2 + n))
  i = i + 3 + n
end
return 1`;

const MOVE_CHECKPOINT = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1`;

/** The hash tag of a key (`{…}`), else the key: keys with the same tag share a slot. */
const tagOf = (key: string) => /\{([^}]+)\}/.exec(key)?.[1] ?? key;

/**
 * The Redis checkpoint is the truth; a copy goes to projection_checkpoints (not compare-and-set:
 * it only feeds `status`, health lag and waitForCatchUp, and is refreshed on every read and commit).
 */
async function mirror(db: Queryable, p: RedisProjection, position: bigint): Promise<void> {
  const { rows } = await db.query('SELECT position FROM projection_checkpoints WHERE name = $1', [p.name]);
  if (rows[0] && BigInt(rows[0].position) === position) return;
  await db.query(
    `INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET position = $3, version = $2, updated_at = now()`,
    [p.name, p.version, String(position)],
  );
}

/**
 * The checkpoint of the generation to write: the one being built, else the live one; a live generation
 * whose checkpoint is gone (Redis lost data) is withdrawn and a new one started from 0.
 */
export async function readRedisCheckpoint(
  db: Queryable,
  p: RedisProjection,
  log: (m: string) => void = () => {},
): Promise<bigint> {
  const ns = p.namespace;
  const [live, building] = await Promise.all([p.redis.get(liveKey(ns)), p.redis.get(buildingKey(ns))]);
  let gen = building ?? live;
  let position = gen ? await p.redis.get(checkpointKeyOf(ns, gen)) : null;
  if (!building && (!live || position === null)) {
    if (live) {
      await p.redis.del(liveKey(ns)); // lost data: readers wait (503) rather than trust what is left
      await p.redis.hSet(retiredKey(ns), live, String(Date.now()));
    }
    gen = newGeneration();
    log(
      `projector: ${p.name} ${live ? `lost its checkpoint (generation ${live} withdrawn)` : 'has no live generation'}; replaying into ${gen}`,
    );
    await p.redis.set(buildingKey(ns), gen);
    position = null;
  }
  writing.set(p, gen!);
  const at = BigInt(position ?? 0);
  await mirror(db, p, at);
  return at;
}

/** Applies the writes for the batch's events of the projection's types and moves the checkpoint from `from` to `to`; false when it had moved. */
export async function commitRedisBatch(
  db: Queryable,
  p: RedisProjection,
  from: bigint,
  to: bigint,
  events: RecordedEvent[],
): Promise<boolean> {
  if (!writing.has(p)) await readRedisCheckpoint(db, p);
  const gen = writing.get(p)!;
  const checkpoint = checkpointKeyOf(p.namespace, gen);
  if (((await p.redis.get(checkpoint)) ?? '0') !== String(from)) return false;
  const groups = new Map<string, { keys: string[]; argv: string[] }>();
  const mine = events.filter((e) => isOneOf(p.handles, e));
  if (mine.length)
    p.handle(mine, {
      ns: generationNs(p.namespace, gen),
      call: (command, key, ...rest) => {
        const tag = tagOf(key);
        let g = groups.get(tag);
        if (!g) groups.set(tag, (g = { keys: [], argv: [] }));
        let k = g.keys.indexOf(key);
        if (k < 0) k = g.keys.push(key) - 1;
        g.argv.push(String(rest.length), command, String(k + 1), ...rest);
      },
    });
  await Promise.all([...groups.values()].map((g) => p.redis.eval(APPLY, { keys: g.keys, arguments: g.argv })));
  const ok = await p.redis.eval(MOVE_CHECKPOINT, { keys: [checkpoint], arguments: [String(from), String(to)] });
  if (Number(ok) !== 1) return false;
  await mirror(db, p, to);
  return true;
}

/**
 * The projection has applied the whole log up to `position`: a generation being built becomes the
 * live one (if its checkpoint is still there), and generations retired a while ago are deleted.
 */
export async function markRedisCaughtUp(
  p: RedisProjection,
  position: bigint,
  log: (m: string) => void = () => {},
): Promise<void> {
  const ns = p.namespace;
  const gen = writing.get(p);
  if (!gen) return;
  const [live, building] = await Promise.all([p.redis.get(liveKey(ns)), p.redis.get(buildingKey(ns))]);
  if (building === gen) {
    const checkpoint = await p.redis.get(checkpointKeyOf(ns, gen));
    if ((checkpoint ?? '0') !== String(position)) return;
    // an empty log leaves no checkpoint; write it, or the next round takes the live generation for lost data
    if (checkpoint === null) await p.redis.set(checkpointKeyOf(ns, gen), '0');
    await p.redis.set(liveKey(ns), gen);
    await p.redis.del(buildingKey(ns));
    log(`projector: ${p.name} generation ${gen} is live (position ${position})`);
    if (live && live !== gen) await p.redis.hSet(retiredKey(ns), live, String(Date.now()));
    return;
  }
  // a retired generation goes a few seconds after the switch: a reader that read the old pointer is done
  const retired = Object.entries(await p.redis.hGetAll(retiredKey(ns)));
  for (const [old, at] of retired)
    if (old !== live && old !== building && Date.now() - Number(at) > RETIRE_AFTER_MS) {
      await deleteGeneration(p.redis, ns, old);
      await p.redis.hDel(retiredKey(ns), old);
    }
}
const RETIRE_AFTER_MS = 3000;

/** Starts a new generation from 0; the live one keeps answering until the new one has caught up. */
export async function resetRedisProjection(db: Queryable, p: RedisProjection): Promise<void> {
  const ns = p.namespace;
  const old = await p.redis.get(buildingKey(ns));
  if (old) await p.redis.hSet(retiredKey(ns), old, String(Date.now()));
  const gen = newGeneration();
  await p.redis.set(buildingKey(ns), gen);
  writing.set(p, gen);
  await mirror(db, p, 0n);
}
