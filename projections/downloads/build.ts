import { createHash } from 'node:crypto';
import type pg from 'pg';
import { everyTurnUntilAborted, withBuildLock } from '../../platform/backgroundBuild.ts';
import type { Queryable } from '../../platform/db.ts';
import { bundleFiles, byteTally, csvFiles, fileBytes, sssomFiles, type DumpFile } from './files.ts';

const BUILD_LOCK = 7_401_160; // session advisory lock: one builder at a time per database
export const CHUNK_BYTES = 1 << 20;
/** The read models a dump is made of: a new `changed` of any of them is a new version. */
const INPUTS = ['catalog', 'equivalences', 'countries'];

/** The version the current read models' dumps have (and the catalog's checkpoint), read in `db`'s snapshot. */
export async function currentDumpVersion(
  db: pg.ClientBase | pg.Pool,
): Promise<{ version: string; generation: string; position: string }> {
  const { rows } = await db.query<{ g: string | null; p: string | null }>(
    `SELECT string_agg(name || ':' || version || ':' || changed, ';' ORDER BY name) AS g,
            max(position) FILTER (WHERE name = 'catalog')::text AS p
       FROM projection_checkpoints WHERE name = ANY($1::text[])`,
    [INPUTS],
  );
  const generation = rows[0].g ?? '';
  return {
    version: `v${createHash('sha256').update(generation).digest('hex').slice(0, 12)}`,
    generation,
    position: rows[0].p ?? '0',
  };
}

/** Whether a builder holds the lock in this database now (a first dump may be on its way). */
export async function downloadsBuilding(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()
        AND l.classid = ($1::bigint >> 32)::oid AND l.objid = ($1::bigint & 4294967295)::oid AND l.objsubid = 1`,
    [String(BUILD_LOCK)],
  );
  return rows[0].n > 0;
}

export type BuildResult =
  { state: 'built'; version: string; files: number; bytes: number } | { state: 'current' | 'busy' };

/**
 * Builds the dumps of the read models as they are now, from one snapshot: the bundle, a CSV per system and
 * SSSOM per pair, each stored in 1 MiB chunks with its size and sha256, published in one commit. Keeps
 * the version before it (a download in progress finishes) and drops older ones. `base`: where the SSSOM
 * files' codes resolve (PUBLIC_URL, else the address `serve` listens on).
 */
export async function buildDownloads(
  pool: pg.Pool,
  { base, signal }: { base: string; signal?: AbortSignal },
): Promise<BuildResult> {
  return withBuildLock(pool, BUILD_LOCK, async (): Promise<BuildResult> => {
    const read = await pool.connect();
    const write = await pool.connect();
    try {
      await read.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const v = await currentDumpVersion(read);
      if ((await read.query('SELECT 1 FROM download_versions WHERE version = $1', [v.version])).rowCount) {
        await read.query('COMMIT');
        return { state: 'current' };
      }
      const files = [...(await bundleFiles(read)), ...(await csvFiles(read)), ...(await sssomFiles(read, base))];
      await write.query('BEGIN');
      await write.query('INSERT INTO download_versions (version, generation, log_position) VALUES ($1, $2, $3)', [
        v.version,
        v.generation,
        v.position,
      ]);
      let bytes = 0;
      for (const f of files) {
        if (signal?.aborted) throw new Error('aborted');
        bytes += await storeFile(write, v.version, f);
      }
      await write.query(
        `DELETE FROM download_versions WHERE version <> $1 AND version NOT IN
           (SELECT version FROM download_versions WHERE version <> $1 ORDER BY built_at DESC LIMIT 1)`,
        [v.version],
      );
      await write.query(
        'DELETE FROM download_chunks c WHERE NOT EXISTS (SELECT 1 FROM download_versions v WHERE v.version = c.version)',
      );
      await write.query('COMMIT');
      await read.query('COMMIT');
      return { state: 'built', version: v.version, files: files.length, bytes };
    } catch (err) {
      await write.query('ROLLBACK').catch(() => {});
      await read.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      read.release();
      write.release();
    }
  });
}

async function storeFile(tx: pg.ClientBase, version: string, f: DumpFile): Promise<number> {
  const tally = byteTally();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending);
      const chunk = joined.subarray(0, CHUNK_BYTES);
      const rest = joined.subarray(chunk.length);
      await tx.query('INSERT INTO download_chunks (version, name, seq, data) VALUES ($1, $2, $3, $4)', [
        version,
        f.name,
        seq++,
        chunk,
      ]);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  };
  for await (const b of fileBytes(f) as AsyncIterable<Buffer>) {
    tally.add(b);
    pending.push(b);
    pendingBytes += b.length;
    if (pendingBytes >= CHUNK_BYTES) await flush(false);
  }
  await flush(true);
  const { size, sha256 } = tally.result();
  await tx.query(
    `INSERT INTO downloads (version, name, kind, media_type, size, sha256, system, other_system) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [version, f.name, f.kind, f.mediaType, size, sha256, f.system ?? null, f.otherSystem ?? null],
  );
  return size;
}

/**
 * `serve` and `project` in the background: builds the dumps when none is current, once the read models
 * have kept the same version for `settleMs` (an ingest in progress changes them every few seconds).
 */
export async function keepDownloadsBuilt(
  pool: pg.Pool,
  {
    base,
    log,
    signal,
    pollMs = 2000,
    settleMs = 4000,
  }: { base: string; log: (m: string) => void; signal: AbortSignal; pollMs?: number; settleMs?: number },
): Promise<void> {
  let seen = '';
  let since = 0;
  await everyTurnUntilAborted(
    signal,
    pollMs,
    async () => {
      const { version } = await currentDumpVersion(pool);
      const built = (await pool.query('SELECT 1 FROM download_versions WHERE version = $1', [version])).rowCount;
      const any = (await pool.query('SELECT 1 FROM download_versions LIMIT 1')).rowCount;
      if (version !== seen) [seen, since] = [version, Date.now()];
      if (!built && (!any || Date.now() - since >= settleMs)) {
        const t0 = Date.now();
        const r = await buildDownloads(pool, { base, signal });
        if (r.state === 'built')
          log(
            `downloads ${r.version}: ${r.files} files, ${(r.bytes / 1e6).toFixed(1)} MB in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
          );
      }
    },
    (err) => log(`downloads: ${err.message}; retried later`),
  );
}
