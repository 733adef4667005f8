import type { Queryable } from '../../platform/db.ts';
import type { Redis } from '../../platform/connections.ts';

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * Where any of `needles` (lower case) occurs in the database: every row of every table of every
 * schema, read whole as text (every column, jsonb included), case-insensitively. `schema.table` each.
 */
export async function databaseTraces(db: Queryable, needles: string[]): Promise<string[]> {
  const { rows: tables } = await db.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { s, t } of tables) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(s)}.${ident(t)} x
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower(x::text), n) > 0)`,
      [needles],
    );
    if (rows[0].n > 0) found.push(`${s}.${t}`);
  }
  return found;
}

const VALUE = `local t = redis.call('TYPE', KEYS[1])['ok']
if t == 'string' then return redis.call('GET', KEYS[1]) end
if t == 'hash' then return table.concat(redis.call('HGETALL', KEYS[1]), ' ') end
if t == 'list' then return table.concat(redis.call('LRANGE', KEYS[1], 0, -1), ' ') end
if t == 'set' then return table.concat(redis.call('SMEMBERS', KEYS[1]), ' ') end
if t == 'zset' then return table.concat(redis.call('ZRANGE', KEYS[1], 0, -1), ' ') end
return ''`;

/** Redis keys (any prefix) whose name or value contains any of `needles` (lower case). */
export async function redisTraces(redis: Redis, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for await (const page of redis.scan('*'))
    for (const key of page) {
      const value = String((await redis.evalRo(VALUE, { keys: [key], arguments: [] })) ?? '');
      const text = `${key} ${value}`.toLowerCase();
      if (needles.some((n) => text.includes(n))) found.push(key);
    }
  return found;
}
