import type pg from 'pg';
import { withTransaction, type Queryable } from '../../platform/db.ts';
import { resetCheckpoint, setCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { isRedisProjection, type AnyProjection } from './redisProjection.ts';

/**
 * Blue/green rebuilds. A projection with `tables` is rebuilt into empty copies of its tables in its
 * own schema (`rebuild_<name>`), with its own checkpoint (`<name>@next`), while readers keep the
 * live tables. When the copy reaches the log's head, `promote` swaps the tables in one transaction
 * (readers see the old model or the new one, never a half-built one) and hands the checkpoint over.
 * A rebuild is started by `taxonomy rebuild` or by the projector when a projection's version in
 * code differs from the one its checkpoint was built with.
 */
export const nextName = (name: string) => `${name}@next`;
const schemaOf = (p: Projection) => `rebuild_${p.name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

/** Drops any earlier attempt and creates empty copies of the projection's tables, checkpoint at 0. */
export async function startRebuild(pool: pg.Pool, p: Projection): Promise<void> {
  const schema = schemaOf(p);
  await withTransaction(pool, async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await tx.query(`CREATE SCHEMA ${schema}`);
    await tx.query(`DELETE FROM deferred_indexes WHERE name LIKE $1`, [`${schema}.%`]);
    for (const t of p.tables ?? []) await tx.query(`CREATE TABLE ${schema}.${t} (LIKE public.${t} INCLUDING ALL)`);
    await resetCheckpoint(tx, nextName(p.name), p.version);
  });
}

/** The projection writing into its rebuild schema under its rebuild checkpoint. */
export function rebuildOf(p: Projection): Projection {
  const schema = schemaOf(p);
  return {
    ...p,
    name: nextName(p.name),
    bulkTables: p.bulkTables?.map((t) => `${schema}.${t}`),
    async handle(events, tx) {
      await tx.query(`SET LOCAL search_path = ${schema}, public`);
      await p.handle(events, tx);
    },
    settle: p.settle
      ? async (tx) => {
          await tx.query(`SET LOCAL search_path = ${schema}, public`);
          return p.settle!(tx);
        }
      : undefined,
  };
}

/**
 * Swaps the rebuilt tables in (they take the live tables' index names) and moves the rebuild's
 * checkpoint and version to the projection, in one transaction. False when the rebuild is gone.
 */
export async function promote(pool: pg.Pool, p: Projection): Promise<boolean> {
  const schema = schemaOf(p);
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ position: string; version: number }>(
      'DELETE FROM projection_checkpoints WHERE name = $1 RETURNING position, version',
      [nextName(p.name)],
    );
    if (!rows[0]) return false;
    const tables = p.tables ?? [];
    await tx.query(`LOCK TABLE ${tables.map((t) => `public.${t}`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
    for (const t of tables) {
      const live = await indexes(tx, 'public', t);
      const built = await indexes(tx, schema, t);
      await tx.query(`DROP TABLE public.${t}`);
      await tx.query(`ALTER TABLE ${schema}.${t} SET SCHEMA public`);
      for (const [shape, name] of built) {
        const want = live.get(shape);
        if (want && want !== name) await tx.query(`ALTER INDEX public.${ident(name)} RENAME TO ${ident(want)}`);
      }
    }
    await tx.query(`DROP SCHEMA ${schema}`);
    await setCheckpoint(tx, p.name, rows[0].version, BigInt(rows[0].position));
    return true;
  });
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** A table's indexes: definition without name and schema -> index name. */
async function indexes(tx: Queryable, schema: string, table: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; def: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(c.oid) AS def
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = $2 AND t.relnamespace = $1::regnamespace`,
    [schema, table],
  );
  return new Map(rows.map((r) => [r.def.replace(/ INDEX \S+ ON \S+ /, ' INDEX ON '), r.name]));
}

/**
 * What one catch-up feeds: every projection, plus the rebuild of those being rebuilt. A projection
 * whose checkpoint was built by another version starts its rebuild here (in place, emptied, when
 * it has no `tables` to copy); until the rebuild is promoted its live tables stay as they are.
 */
export async function planCatchUp(
  pool: pg.Pool,
  projections: AnyProjection[],
  log: (msg: string) => void,
): Promise<{ units: AnyProjection[]; rebuilds: Projection[] }> {
  const { rows } = await pool.query<{ name: string; version: number }>(
    'SELECT name, version FROM projection_checkpoints',
  );
  const versions = new Map(rows.map((r) => [r.name, r.version]));
  const units: AnyProjection[] = [];
  const rebuilds: Projection[] = [];
  for (const p of projections) {
    if (isRedisProjection(p)) {
      units.push(p); // a Redis projection's version is in its key namespace: a new version fills new keys
      continue;
    }
    const built = versions.get(p.name);
    let rebuilding = versions.has(nextName(p.name));
    if (built !== undefined && built !== p.version && !rebuilding) {
      log(`projector: ${p.name} was built by version ${built}, the code is version ${p.version}: rebuilding`);
      if (p.tables?.length) {
        await startRebuild(pool, p);
        rebuilding = true;
      } else {
        await withTransaction(pool, async (tx) => {
          await p.reset(tx);
          await resetCheckpoint(tx, p.name, p.version);
        });
      }
    }
    if (!rebuilding || built === p.version) units.push(p); // a model of another version stays as it is until the swap
    if (rebuilding) {
      units.push(rebuildOf(p));
      rebuilds.push(p);
    }
  }
  return { units, rebuilds };
}
