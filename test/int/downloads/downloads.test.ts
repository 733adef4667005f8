import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { buildDownloads } from '../../../projections/downloads/build.ts';
import { FETCH_ROWS } from '../../../projections/downloads/files.ts';
import { exportBundle } from '../../../read/export.ts';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import type { Queryable } from '../../../platform/db.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const counts = async (db: Queryable) =>
  (
    await db.query(
      `SELECT (SELECT count(*) FROM systems)::int AS systems, (SELECT count(*) FROM nodes)::int AS nodes,
              (SELECT count(*) FROM equivalences)::int AS equivalences, (SELECT count(*) FROM countries)::int AS countries,
              (SELECT count(*) FROM country_systems)::int AS country_systems`,
    )
  ).rows[0];

t.test('bulk downloads: a dump fetched over HTTP ingests into a fresh database with identical counts', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const empty = (await stack.app.inject('/api/v1/downloads')).json();
  t.match(empty, { version: null, items: [], total: 0 }, 'nothing listed before the first build');
  const t0 = Date.now();
  const built = await buildDownloads(stack.db.pool, { base: 'https://example.org/api/v1' });
  t.match(built, { state: 'built', version: /^v[0-9a-f]{12}$/ }, `built in ${Date.now() - t0} ms`);
  t.same(
    await buildDownloads(stack.db.pool, { base: 'https://example.org/api/v1' }),
    { state: 'current' },
    'then current',
  );

  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}`;
  const list = await (await fetch(`${base}/api/v1/downloads?kind=bundle`)).json();
  t.same(
    list.items.map((i: any) => i.name),
    ['countries.jsonl', 'equivalences.jsonl.gz', 'nodes.jsonl.gz', 'systems.jsonl'],
    'the bundle',
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dump-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const item of list.items) {
    const res = await fetch(`${base}${item.url}`);
    t.equal(res.status, 200, item.name);
    const body = Buffer.from(await res.arrayBuffer());
    t.equal(body.length, item.size, `${item.name}: ${item.size} bytes`);
    t.equal(sha256(body), item.sha256, `${item.name}: its sha256`);
    t.equal(res.headers.get('etag'), `"${item.sha256}"`);
    t.ok(res.headers.get('last-modified'), 'Last-Modified');
    writeFileSync(path.join(dir, item.name), body);
  }

  t.test('ranges and validators', async (t) => {
    const nodes = list.items.find((i: any) => i.name === 'nodes.jsonl.gz');
    const whole = readFileSync(path.join(dir, 'nodes.jsonl.gz'));
    const mid = await fetch(`${base}${nodes.url}`, { headers: { range: 'bytes=100-1048675' } }); // across a chunk boundary
    t.equal(mid.status, 206);
    t.equal(mid.headers.get('content-range'), `bytes 100-1048675/${nodes.size}`);
    t.same(Buffer.from(await mid.arrayBuffer()), whole.subarray(100, 1048676), 'the bytes asked for');
    const tail = await fetch(`${base}${nodes.url}`, { headers: { range: 'bytes=-10' } });
    t.same(Buffer.from(await tail.arrayBuffer()), whole.subarray(-10), 'a suffix range');
    const beyond = await fetch(`${base}${nodes.url}`, { headers: { range: `bytes=${nodes.size}-` } });
    t.equal(beyond.status, 416);
    t.equal(beyond.headers.get('content-range'), `bytes */${nodes.size}`);
    const same = await fetch(`${base}${nodes.url}`, { headers: { 'if-none-match': `"${nodes.sha256}"` } });
    t.equal(same.status, 304, 'If-None-Match: 304');
    const stale = await fetch(`${base}${nodes.url}`, { headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
    t.equal(stale.status, 200, 'If-Range that does not match: the whole file');
    await stale.arrayBuffer();
    const gone = await fetch(`${base}/api/v1/downloads/v000000000000/nodes.jsonl.gz`);
    t.equal(gone.status, 404);
    t.match(gone.headers.get('content-type'), /problem\+json/);
  });

  t.test('a CSV per system and SSSOM per pair', async (t) => {
    const csv = await (await fetch(`${base}/api/v1/downloads?kind=csv&system=nace_rev2`)).json();
    t.equal(csv.total, 1);
    const text = await (await fetch(`${base}${csv.items[0].url}`)).text();
    const { node_count } = (await stack.app.inject('/api/v1/systems/nace_rev2')).json();
    t.equal(text.split('\r\n').filter(Boolean).length, node_count + 1, 'a header and one line per code');
    t.match(text, /^code,title,parent,level,description\r\n/);

    // the largest system is read FETCH_ROWS codes at a time: every code once, in publication order
    const { rows: largest } = await stack.db.pool.query<{ system: string; codes: string[] }>(
      `SELECT system, array_agg(code ORDER BY seq) AS codes FROM nodes GROUP BY system ORDER BY count(*) DESC LIMIT 1`,
    );
    const { system, codes } = largest[0];
    t.ok(codes.length > FETCH_ROWS, `${system}: ${codes.length} codes, more than one fetch of ${FETCH_ROWS}`);
    const big = await (await fetch(`${base}/api/v1/downloads?kind=csv&system=${system}`)).json();
    const lines = (await (await fetch(`${base}${big.items[0].url}`)).text()).split('\r\n').filter(Boolean);
    t.same(
      lines.slice(1).map((l) => l.split(',')[0]),
      codes.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)),
      'every code once, in order',
    );
    const sssom = await (await fetch(`${base}/api/v1/downloads?kind=sssom&limit=500`)).json();
    t.ok(sssom.total > 0 && sssom.items.every((i: any) => i.name.endsWith('.sssom.tsv') && i.target_system));
    const one = await (await fetch(`${base}${sssom.items[0].url}`)).text();
    t.match(one, /^subject_id\tsubject_label\tpredicate_id\tobject_id/m);
  });

  t.test('taxonomy export writes the same bytes', async (t) => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'export-'));
    t.teardown(() => rmSync(out, { recursive: true, force: true }));
    await exportBundle(stack.db.pool, out);
    for (const item of list.items) t.equal(sha256(readFileSync(path.join(out, item.name))), item.sha256, item.name);
  });

  t.test('the downloaded bundle ingests into a fresh database with identical counts', async (t) => {
    const fresh = await createTestDatabase();
    t.teardown(() => fresh.drop());
    const store = createPgEventStore(fresh.pool, fresh.url);
    t.teardown(() => store.close());
    await ingestBundle(store, dir, { quiet: true });
    await createProjector({
      pool: fresh.pool,
      store,
      projections: allProjections({ pool: fresh.pool, config: stack.config }),
    }).catchUpOrWait(120_000);
    t.same(await counts(fresh.pool), await counts(stack.db.pool));
  });
});
