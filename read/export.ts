import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { bundleFiles, csvFiles, fileBytes, sssomFiles, type DumpFile } from '../projections/downloads/files.ts';

/**
 * Writes the read models as a bundle (systems.jsonl, nodes.jsonl.gz, equivalences.jsonl.gz, countries.jsonl),
 * byte for byte the files GET /api/v1/downloads serves for the same read models; with `all`, also one CSV per
 * system (`csv/`) and SSSOM per system pair (`sssom/`, codes resolving under `base`). Reads one snapshot.
 */
export async function exportBundle(
  pool: pg.Pool,
  dir: string,
  opts: { all?: boolean; base?: string } = {},
): Promise<{ systems: number; nodes: number; edges: number; countries: number }> {
  await mkdir(dir, { recursive: true });
  const db = await pool.connect();
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const write = async (files: DumpFile[], sub = '') => {
      if (sub) await mkdir(path.join(dir, sub), { recursive: true });
      for (const f of files) await pipeline(fileBytes(f), createWriteStream(path.join(dir, sub, f.name)));
    };
    await write(await bundleFiles(db));
    if (opts.all) {
      await write(await csvFiles(db), 'csv');
      await write(await sssomFiles(db, opts.base ?? ''), 'sssom');
    }
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM systems)::int AS systems, (SELECT count(*) FROM nodes)::int AS nodes,
              (SELECT count(*) FROM equivalences)::int AS edges, (SELECT count(*) FROM countries)::int AS countries`,
    );
    await db.query('COMMIT');
    return rows[0];
  } finally {
    db.release();
  }
}
