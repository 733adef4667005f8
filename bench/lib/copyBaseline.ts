import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { copyRows } from '../../platform/copy.ts';

/** Seconds to COPY every node row of the bundle into an unindexed table: the floor for ingestion. */
export async function copyBaseline(pool: pg.Pool, corpus: string): Promise<number> {
  const gz = path.join(corpus, 'nodes.jsonl.gz');
  const file = existsSync(gz) ? gz : path.join(corpus, 'nodes.jsonl');
  const client = await pool.connect();
  try {
    await client.query('DROP TABLE IF EXISTS bench_copy_nodes');
    await client.query(
      'CREATE TABLE bench_copy_nodes (system text, code text, title text, description text, parent text, level int)',
    );
    const t0 = Date.now();
    const input = createReadStream(file);
    const rl = readline.createInterface({
      input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input,
      crlfDelay: Infinity,
    });
    const rows: unknown[][] = [];
    for await (const line of rl) {
      if (!line) continue;
      const n = JSON.parse(line);
      rows.push([n.system, n.code, n.title, n.description, n.parent, n.level]);
    }
    await copyRows(client, 'bench_copy_nodes', ['system', 'code', 'title', 'description', 'parent', 'level'], rows);
    const seconds = Math.round((Date.now() - t0) / 100) / 10;
    await client.query('DROP TABLE bench_copy_nodes');
    return seconds;
  } finally {
    client.release();
  }
}
