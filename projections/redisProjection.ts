import type { RecordedEvent } from '../commands/eventStore/port.ts';
import { isOneOf, type DomainEventType, type RecordedOf } from '../commands/domainEvents.ts';
import type { Queryable } from '../platform/db.ts';
import type { Redis } from '../platform/connections.ts';
import type { Projection } from './projection.ts';

/** Commands a Redis projection queues for one batch; they run with the checkpoint in one Lua script. */
export interface RedisBatch {
  call(command: string, ...args: string[]): void;
}

/**
 * A projection whose read model lives in Redis. Every key it writes starts with `namespace`, and
 * its checkpoint is the key `${namespace}checkpoint`: a Redis that lost its data starts again from 0.
 * `handle` only queues writes; the runner applies them and moves the checkpoint atomically
 * (one Lua script, compare-and-set on the checkpoint), so a batch is applied once or not at all.
 */
export interface RedisProjection<T extends DomainEventType = any> {
  kind: 'redis';
  name: string;
  version: number;
  handles: ReadonlySet<T>;
  redis: Redis;
  namespace: string;
  handle(events: RecordedOf<T>[], batch: RedisBatch): void;
}

/** Any projection, as the runner holds them (each is fed only the event types in its `handles`). */
export type AnyProjection = Projection | RedisProjection;
export const isRedisProjection = (p: AnyProjection): p is RedisProjection => (p as RedisProjection).kind === 'redis';
const checkpointKey = (p: RedisProjection) => `${p.namespace}checkpoint`;

// ARGV: expected checkpoint, new checkpoint, then each command as <argc> <command> <args...>
const COMMIT = `
local cur = redis.call('GET', KEYS[1]) or '0'
if cur ~= ARGV[1] then return 0 end
local i = 3
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + n))
  i = i + n + 1
end
redis.call('SET', KEYS[1], ARGV[2])
return 1`;

const RESET = `
local cursor = '0'
repeat
  local r = redis.call('SCAN', cursor, 'MATCH', ARGV[1], 'COUNT', 1000)
  cursor = r[1]
  for _, k in ipairs(r[2]) do redis.call('DEL', k) end
until cursor == '0'
return 1`;

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

export async function readRedisCheckpoint(db: Queryable, p: RedisProjection): Promise<bigint> {
  const position = BigInt(String((await p.redis.get(checkpointKey(p))) ?? 0));
  await mirror(db, p, position);
  return position;
}

/** Applies the writes for the batch's events of the projection's types and moves the checkpoint from `from` to `to`; false when it had moved. */
export async function commitRedisBatch(
  db: Queryable,
  p: RedisProjection,
  from: bigint,
  to: bigint,
  events: RecordedEvent[],
): Promise<boolean> {
  const args: string[] = [String(from), String(to)];
  const mine = events.filter((e) => isOneOf(p.handles, e));
  if (mine.length)
    p.handle(mine, {
      call: (command, ...rest) => {
        args.push(String(rest.length + 1), command, ...rest);
      },
    });
  const ok = await p.redis.eval(COMMIT, { keys: [checkpointKey(p)], arguments: args });
  if (Number(ok) !== 1) return false;
  await mirror(db, p, to);
  return true;
}

const READY = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[1])
return 1`;

/**
 * Marks the projection as having applied the whole log up to `position` (`${namespace}ready`), only
 * if its checkpoint is still there: a Redis that lost its data meanwhile stays unready until its
 * replay reaches the head. Readers that must not see a half-replayed model check this key.
 */
export async function markRedisCaughtUp(p: RedisProjection, position: bigint): Promise<void> {
  await p.redis.eval(READY, { keys: [checkpointKey(p), `${p.namespace}ready`], arguments: [String(position)] });
}

/** Deletes every key of the projection, checkpoint included, in one script. */
export async function resetRedisProjection(db: Queryable, p: RedisProjection): Promise<void> {
  await p.redis.eval(RESET, { arguments: [`${p.namespace.replace(/[*?[\]\\]/g, '\\$&')}*`] });
  await mirror(db, p, 0n);
}
