import t from 'tap';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, withSetting } from '../../../platform/db.ts';
import { loadConfig } from '../../../platform/config.ts';
import { openSearchPages } from '../../../cli/readRouter.ts';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import type { SearchQuery } from '../../../projections/search/port.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Search pages run on connections that plan them generically (once per connection, not per call):
// the answers must be exactly those of pages planned per call, and the pages must really run there.

const db = await createTestDatabase({ sample: true });
const generic = createPool(withSetting(db.url, 'plan_cache_mode', 'force_generic_plan'), 1);
t.teardown(async () => {
  await generic.end();
  await db.drop();
});

/** Two neighbouring words of sample titles, code-like queries, a misspelling, filters and later pages. */
async function queries(): Promise<SearchQuery[]> {
  const { rows } = await db.pool.query<{ title: string }>(
    `SELECT title FROM nodes WHERE md5(system || code) < '2' ORDER BY md5(system || code) LIMIT 150`,
  );
  const words: string[] = [];
  rows.forEach(({ title }, k) => {
    const w = title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    const at = w.length > 1 ? k % (w.length - 1) : 0;
    if (w.length) words.push(w.slice(at, at + 2).join(' '));
  });
  const page = { limit: 20, offset: 0 };
  return [
    ...words.map((q) => ({ q, ...page })),
    ...['484', '48-49', '4841', '53-3032', 'A01', 'trukc transport', 'services', 'manufacturing of'].map((q) => ({
      q,
      ...page,
    })),
    { q: 'transport', limit: 10, offset: 10 },
    { q: 'services', limit: 5, offset: 40 },
    { q: 'truck', systems: ['naics_2022', 'isic_rev4'], ...page },
    { q: 'nurse', kind: 'standard' as const, ...page },
    { q: 'farming', countries: ['US'], ...page },
  ];
}

t.test('pages planned once per connection answer exactly as pages planned per call', async (t) => {
  const perCall = createPgSearch(db.pool);
  const once = createPgSearch(db.pool, generic);
  const all = await queries();
  t.ok(all.length > 150, `${all.length} queries`);
  for (const q of all) t.same(await once.search(q), await perCall.search(q), JSON.stringify(q));
  const { rows } = await generic.query<{ generic: string; custom: string }>(
    `SELECT coalesce(sum(generic_plans), 0) AS generic, coalesce(sum(custom_plans), 0) AS custom
       FROM pg_prepared_statements WHERE statement LIKE 'WITH code_hits%'`,
  );
  t.ok(Number(rows[0].generic) >= all.length, `the pages ran there, generically (${rows[0].generic})`);
  t.equal(Number(rows[0].custom), 0, 'none planned per call');
});

t.test('a setting added to a URL keeps the options it had', async (t) => {
  const url = withSetting(`${db.url}?options=-c%20statement_timeout%3D1234`, 'plan_cache_mode', 'force_generic_plan');
  const both = createPool(url, 1);
  t.teardown(() => both.end());
  t.equal((await both.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode, 'force_generic_plan');
  t.equal((await both.query('SHOW statement_timeout')).rows[0].statement_timeout, '1234ms');
});

t.test('serve gives search pages their own generic connections, none behind a transaction pooler', async (t) => {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pages-')), DATABASE_URL: db.url });
  const open = openSearchPages(config, db.url);
  t.teardown(() => open.close());
  t.equal((await open.pages!.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode, 'force_generic_plan');
  t.equal(
    (await open.pages!.query('SHOW effective_io_concurrency')).rows[0].effective_io_concurrency,
    '0',
    'their bitmap heap scans do not prefetch pages the read models hold in memory',
  );
  const pooled = openSearchPages(config, `${db.url}?pgbouncer=true`);
  t.equal(pooled.pages, undefined, 'a pooler would refuse the startup option: pages stay on the reads');
  await pooled.close();
});
