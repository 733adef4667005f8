import type { Queryable } from '../../platform/db.ts';

export interface Checkpoint {
  name: string;
  version: number;
  position: bigint;
  updatedAt: Date;
}

/** The checkpoint of a projection, created at 0 the first time: one round trip (read on every projector wake-up). */
export async function readCheckpoint(db: Queryable, name: string, version: number): Promise<bigint> {
  const { rows } = await db.query<{ position: string }>(
    `WITH created AS (
       INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, $2, 0) ON CONFLICT (name) DO NOTHING RETURNING position
     )
     SELECT position FROM created UNION ALL SELECT position FROM projection_checkpoints WHERE name = $1 LIMIT 1`,
    [name, version],
  );
  return BigInt(rows[0].position);
}

/**
 * Compare-and-set: false when another runner moved the checkpoint first. `changed`: the batch held
 * events the projection handled, so its read model may have changed (a fresh `changed` mark, which
 * the stored translation answers are keyed on: migration 0092).
 */
export async function advanceCheckpoint(
  db: Queryable,
  name: string,
  from: bigint,
  to: bigint,
  changed: boolean,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE projection_checkpoints
        SET position = $3, updated_at = now(), changed = CASE WHEN $4 THEN nextval('read_model_changes') ELSE changed END
      WHERE name = $1 AND position = $2`,
    [name, String(from), String(to), changed],
  );
  return rowCount === 1;
}

/**
 * Sets a checkpoint's position and the version of the code that built the read model up to it (a change, and
 * a `reset`: what the read model holds is no longer the events before it handled in order, migration 0315).
 */
export async function setCheckpoint(db: Queryable, name: string, version: number, position: bigint): Promise<void> {
  await db.query(
    `WITH mark AS (SELECT nextval('read_model_changes') AS v)
     INSERT INTO projection_checkpoints (name, version, position, changed, reset) SELECT $1, $2, $3, v, v FROM mark
     ON CONFLICT (name) DO UPDATE SET position = $3, version = $2, updated_at = now(), changed = EXCLUDED.changed,
       reset = EXCLUDED.reset`,
    [name, version, String(position)],
  );
}

/**
 * Marks a read model changed outside a batch (a projection's `settle`), in the transaction that changed it: a
 * `reset` too, since the read model held events' effects only in part before (the stored answers rebuild all).
 */
export async function markChanged(db: Queryable, name: string): Promise<void> {
  await db.query(
    `WITH mark AS (SELECT nextval('read_model_changes') AS v)
     UPDATE projection_checkpoints SET changed = mark.v, reset = mark.v FROM mark WHERE name = $1`,
    [name],
  );
}

export const resetCheckpoint = (db: Queryable, name: string, version: number) => setCheckpoint(db, name, version, 0n);

export async function listCheckpoints(db: Queryable): Promise<Checkpoint[]> {
  const { rows } = await db.query(
    'SELECT name, version, position, updated_at FROM projection_checkpoints ORDER BY name',
  );
  return rows.map((r) => ({ name: r.name, version: r.version, position: BigInt(r.position), updatedAt: r.updated_at }));
}

/**
 * A flag row beside the checkpoints (`<name>#rebuild`, never a projection's name): an external read
 * model's rebuild under way, set in the transaction that resets the projection's checkpoint.
 */
export const rebuildFlag = (name: string) => ({
  set: async (db: Queryable) => {
    await db.query(
      `INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, 0, 0) ON CONFLICT (name) DO NOTHING`,
      [`${name}#rebuild`],
    );
  },
  isSet: async (db: Queryable) =>
    (await db.query('SELECT 1 FROM projection_checkpoints WHERE name = $1', [`${name}#rebuild`])).rowCount! > 0,
  clear: async (db: Queryable) => {
    await db.query('DELETE FROM projection_checkpoints WHERE name = $1', [`${name}#rebuild`]);
  },
});

/** A checkpoint was not where this batch started: another runner moved it first (the batch is rolled back). */
export class CheckpointMoved extends Error {
  constructor(name: string) {
    super(`checkpoint of ${name} moved under us`);
  }
}
