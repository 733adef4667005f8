import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type pg from 'pg';
import { createGzip } from 'node:zlib';

/** Writes the read models as a bundle (systems.jsonl, nodes.jsonl.gz, equivalences.jsonl.gz, countries.jsonl). */
export async function exportBundle(
  pool: pg.Pool,
  dir: string,
): Promise<{ systems: number; nodes: number; edges: number; countries: number }> {
  await mkdir(dir, { recursive: true });
  const counts = { systems: 0, nodes: 0, edges: 0, countries: 0 };
  const systems = await pool.query(
    `SELECT id, name, full_name, region, version, authority, url, source_url, license, provenance, source_date, country_codes, node_count FROM systems ORDER BY id`,
  );
  await writeLines(
    path.join(dir, 'systems.jsonl'),
    false,
    (async function* () {
      for (const s of systems.rows) {
        counts.systems++;
        yield s;
      }
    })(),
  );
  await writeLines(
    path.join(dir, 'nodes.jsonl.gz'),
    true,
    (async function* () {
      for (const s of systems.rows) {
        const { rows } = await pool.query(
          'SELECT system, code, title, description, parent, level FROM nodes WHERE system = $1 ORDER BY seq',
          [s.id],
        );
        for (const n of rows) {
          counts.nodes++;
          yield n;
        }
      }
    })(),
  );
  await writeLines(
    path.join(dir, 'equivalences.jsonl.gz'),
    true,
    (async function* () {
      for (const s of systems.rows) {
        const { rows } = await pool.query(
          'SELECT source_system, source_code, target_system, target_code, match_type FROM equivalences WHERE source_system = $1 ORDER BY source_code, target_system, target_code',
          [s.id],
        );
        for (const e of rows) {
          counts.edges++;
          yield e;
        }
      }
    })(),
  );
  const countries = await pool.query(
    `SELECT c.code AS country, c.name, coalesce(array_agg(cs.system ORDER BY cs.ord) FILTER (WHERE cs.system IS NOT NULL), '{}') AS system_ids,
            coalesce(json_agg(json_build_object('system', cs.system, 'relevance', cs.relevance, 'derivation', cs.derivation) ORDER BY cs.ord) FILTER (WHERE cs.system IS NOT NULL), '[]') AS links
       FROM countries c LEFT JOIN country_systems cs ON cs.country = c.code GROUP BY c.code, c.name ORDER BY c.code`,
  );
  await writeLines(
    path.join(dir, 'countries.jsonl'),
    false,
    (async function* () {
      for (const c of countries.rows) {
        counts.countries++;
        yield c;
      }
    })(),
  );
  return counts;
}

async function writeLines(file: string, gzip: boolean, rows: AsyncIterable<unknown>): Promise<void> {
  const out = createWriteStream(file);
  const sink = gzip ? createGzip() : undefined;
  sink?.pipe(out);
  const target = sink ?? out;
  for await (const r of rows) if (!target.write(JSON.stringify(r) + '\n')) await once(target, 'drain');
  target.end();
  await once(out, 'finish');
}
