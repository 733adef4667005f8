import { createHash } from 'node:crypto';
import { createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { pairEdges, toSssom } from '../equivalences/pairExport.ts';

/** One file of a dump: its name, what it is, and its content as text pieces (gzipped when `gzip`). */
export interface DumpFile {
  name: string;
  kind: 'bundle' | 'csv' | 'sssom';
  mediaType: string;
  system?: string;
  otherSystem?: string;
  gzip: boolean;
  pieces(): AsyncIterable<string>;
}

const jsonLines = async function* (rows: AsyncIterable<unknown> | unknown[]) {
  for await (const r of rows) yield JSON.stringify(r) + '\n';
};

/** Rows a server-side cursor fetches at a time: a dump's memory is bounded by this, not by its largest system. */
export const FETCH_ROWS = 2000;
let cursors = 0;

/**
 * A query's rows, FETCH_ROWS at a time, through a cursor of `db`'s open transaction (the dump's snapshot):
 * a system of 140K codes is never held whole.
 */
async function* batches<R extends pg.QueryResultRow>(db: pg.ClientBase, sql: string, params: unknown[]) {
  const cursor = `dump_rows_${++cursors}`;
  await db.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params);
  try {
    for (;;) {
      const { rows } = await db.query<R>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      if (rows.length) yield rows;
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
    // (the transaction's end closes it too: a failed statement's error is the one to see)
    await db.query(`CLOSE ${cursor}`).catch(() => {});
  }
}

/**
 * The whole graph as a bundle, the format `taxonomy ingest` reads (systems.jsonl, nodes.jsonl.gz,
 * equivalences.jsonl.gz, countries.jsonl): what `taxonomy export` writes and GET /downloads serves.
 */
export async function bundleFiles(db: pg.ClientBase): Promise<DumpFile[]> {
  const systems = (
    await db.query(
      `SELECT id, name, full_name, region, version, authority, url, source_url, license, provenance, source_date, country_codes, node_count FROM systems ORDER BY id`,
    )
  ).rows;
  const perSystem = (sql: string) =>
    async function* () {
      for (const s of systems)
        for await (const rows of batches(db, sql, [s.id])) yield rows.map((r) => JSON.stringify(r) + '\n').join('');
    };
  return [
    {
      name: 'systems.jsonl',
      kind: 'bundle',
      mediaType: 'application/x-ndjson',
      gzip: false,
      pieces: () => jsonLines(systems),
    },
    {
      name: 'nodes.jsonl.gz',
      kind: 'bundle',
      mediaType: 'application/gzip',
      gzip: true,
      pieces: perSystem(
        'SELECT system, code, title, description, parent, level FROM nodes WHERE system = $1 ORDER BY seq',
      ),
    },
    {
      name: 'equivalences.jsonl.gz',
      kind: 'bundle',
      mediaType: 'application/gzip',
      gzip: true,
      pieces: perSystem(
        'SELECT source_system, source_code, target_system, target_code, match_type FROM equivalences WHERE source_system = $1 ORDER BY source_code, target_system, target_code',
      ),
    },
    {
      name: 'countries.jsonl',
      kind: 'bundle',
      mediaType: 'application/x-ndjson',
      gzip: false,
      pieces: async function* () {
        const { rows } = await db.query(
          `SELECT c.code AS country, c.name, coalesce(array_agg(cs.system ORDER BY cs.ord) FILTER (WHERE cs.system IS NOT NULL), '{}') AS system_ids,
                  coalesce(json_agg(json_build_object('system', cs.system, 'relevance', cs.relevance, 'derivation', cs.derivation) ORDER BY cs.ord) FILTER (WHERE cs.system IS NOT NULL), '[]') AS links
             FROM countries c LEFT JOIN country_systems cs ON cs.country = c.code GROUP BY c.code, c.name ORDER BY c.code`,
        );
        yield* jsonLines(rows);
      },
    },
  ];
}

const csvField = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One CSV per system (RFC 4180, UTF-8): code, title, parent, level, description, in publication order. */
export async function csvFiles(db: pg.ClientBase): Promise<DumpFile[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM systems ORDER BY id');
  return rows.map(({ id }) => ({
    name: `${id}.csv`,
    kind: 'csv',
    mediaType: 'text/csv; charset=utf-8',
    system: id,
    gzip: false,
    pieces: async function* () {
      yield 'code,title,parent,level,description\r\n';
      const sql = 'SELECT code, title, parent, level, description FROM nodes WHERE system = $1 ORDER BY seq';
      for await (const rows of batches(db, sql, [id]))
        yield rows
          .map((n) => [n.code, n.title, n.parent, n.level, n.description].map(csvField).join(',') + '\r\n')
          .join('');
    },
  }));
}

/** SSSOM TSV per system pair (as GET /crosswalks/{a}/{b}.sssom.tsv, a before b by id); codes resolve under `base`. */
export async function sssomFiles(db: pg.ClientBase, base: string): Promise<DumpFile[]> {
  const { rows } = await db.query<{ a: string; b: string }>(
    `SELECT DISTINCT least(source_system, target_system) AS a, greatest(source_system, target_system) AS b
       FROM equivalences WHERE source_system <> target_system ORDER BY 1, 2`,
  );
  return rows.map(({ a, b }) => ({
    name: `${a}~${b}.sssom.tsv`,
    kind: 'sssom',
    mediaType: 'text/tab-separated-values; charset=utf-8',
    system: a,
    otherSystem: b,
    gzip: false,
    pieces: async function* () {
      yield toSssom(a, b, await pairEdges(db, a, b), base);
    },
  }));
}

/** A file's bytes as they are served and written (gzipped files through one gzip stream: the same bytes every time). */
export function fileBytes(file: DumpFile): Readable {
  const text = Readable.from(
    (async function* () {
      for await (const p of file.pieces()) yield Buffer.from(p);
    })(),
  );
  if (!file.gzip) return text;
  const gz = createGzip();
  text.on('error', (err) => gz.destroy(err));
  return text.pipe(gz);
}

/** Size and sha256 of bytes as they pass. */
export function byteTally() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    add(b: Buffer) {
      hash.update(b);
      size += b.length;
    },
    result: () => ({ size, sha256: hash.digest('hex') }),
  };
}
