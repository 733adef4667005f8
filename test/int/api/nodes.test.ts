import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { systemRecord } from '../../helpers/systemRecord.ts';

const A = '/api/v1';
const N = `${A}/systems/naics_2022/nodes`;

/** A tiny bundle whose codes hold characters that need URL-encoding. */
function oddBundle(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'odd-codes-'));
  const sys = (id: string) => systemRecord(id, { region: 'Global', version: '1', node_count: 0 });
  writeFileSync(path.join(dir, 'systems.jsonl'), `${JSON.stringify(sys('odd_a'))}\n${JSON.stringify(sys('odd_b'))}\n`);
  const nodes = [
    { system: 'odd_a', code: 'A/B', title: 'Slash root', description: null, parent: null, level: 1 },
    { system: 'odd_a', code: 'A/B.1 x', title: 'Dot and space child', description: null, parent: 'A/B', level: 2 },
    { system: 'odd_a', code: 'Zürich€', title: 'Unicode root', description: null, parent: null, level: 1 },
    { system: 'odd_b', code: '.5..', title: 'Dots', description: null, parent: null, level: 1 },
  ];
  writeFileSync(path.join(dir, 'nodes.jsonl'), nodes.map((n) => JSON.stringify(n)).join('\n') + '\n');
  writeFileSync(
    path.join(dir, 'equivalences.jsonl'),
    `${JSON.stringify({ source_system: 'odd_a', source_code: 'A/B.1 x', target_system: 'odd_b', target_code: '.5..', match_type: 'exact' })}\n`,
  );
  return dir;
}

t.test('nodes: detail, hierarchy, subtree, history, code across systems, encoded codes, errors', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const { app } = stack;
  const get = async (url: string) => {
    const r = await app.inject(url);
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };

  const node = await get(`${N}/484`);
  t.equal(node.status, 200);
  t.match(node.body, {
    system: 'naics_2022',
    code: '484',
    title: 'Truck Transportation',
    parent: '48-49',
    parent_title: 'Transportation and Warehousing',
    level: 2,
    leaf: false,
    child_count: 2,
    description: String,
  });
  t.match(node.body.authority_url, /^https:\/\/www\.census\.gov\/naics\/.*484/, 'authority link for NAICS');
  t.match(node.body.disclaimer, /not a substitute/i, 'disclaimer field');
  t.equal(
    (await get(`${A}/systems/apqc_pcf/nodes/1.0`)).body.authority_url,
    null,
    'no authority link where none is known',
  );
  t.equal((await get(`${N}/484110`)).body.leaf, true, 'leaf flag');

  const children = await get(`${N}/484/children`);
  t.same(
    children.body.items.map((c: any) => c.code),
    ['4841', '4842'],
    'children in order',
  );
  t.equal(children.body.total, 2);
  t.equal((await get(`${N}/484/children?limit=1&offset=1`)).body.items[0].code, '4842', 'children paged');
  t.same(
    (await get(`${N}/484110/children`)).body,
    { items: [], total: 0, limit: 50, offset: 0, system: 'naics_2022', code: '484110' },
    'a leaf has no children',
  );

  const anc = await get(`${N}/484110/ancestors`);
  t.same(
    anc.body.items.map((a: any) => a.code),
    ['48-49', '484', '4841', '48411'],
    'ancestors root first',
  );
  t.same((await get(`${N}/48-49/ancestors`)).body.items, [], 'a root has none');

  const sib = await get(`${N}/4841/siblings`);
  t.same(
    sib.body.items.map((s: any) => s.code),
    ['4842'],
    'siblings exclude the node',
  );
  const rootSib = await get(`${N}/48-49/siblings?limit=500`);
  t.equal(rootSib.body.total, 19, "a root's siblings are the other roots");

  const sub = await get(`${N}/48-49/subtree`);
  t.match(sub.body, { node_count: 140, leaf_count: 57, depth: 5 });
  t.equal(sub.body.levels[0].level, 1);
  t.equal(
    sub.body.levels.reduce((n: number, l: any) => n + l.count, 0),
    140,
    'levels add up',
  );
  t.match((await get(`${N}/484110/subtree`)).body, { node_count: 1, leaf_count: 1, depth: 1 }, 'a leaf subtree');

  const hist = await get(`${N}/484110/history`);
  t.equal(hist.body.items.length, 0, 'loading the system is no change of the code: no item');
  t.equal(hist.body.current, true, 'the code is in the current release');
  t.match(hist.body.first_release, { release: '2022' }, 'in the data since the first release');

  const across = await get(`${A}/nodes/01`);
  const { rows: holding } = await stack.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM nodes WHERE code = '01'`,
  );
  t.ok(holding[0].n >= 2, `${holding[0].n} systems of the sample have a code 01`);
  t.equal(across.body.total, holding[0].n, 'every system that has code 01, once');
  t.ok(
    across.body.items.some((n: any) => n.system === 'isic_rev4'),
    'isic among them',
  );
  t.equal((await get(`${A}/nodes/no-such-code-anywhere`)).status, 404, 'unknown code everywhere: 404');

  for (const url of [
    `${N}/999999999`,
    `${N}/999999999/children`,
    `${N}/999999999/ancestors`,
    `${N}/999999999/siblings`,
    `${N}/999999999/subtree`,
    `${N}/999999999/history`,
  ]) {
    const r = await get(url);
    t.equal(r.status, 404, `${url} 404`);
    t.match(r.headers['content-type'], /problem\+json/);
    t.equal(r.body.title, 'Unknown code');
  }
  t.equal((await get(`${A}/systems/nope/nodes/484`)).body.title, 'Unknown system', 'unknown system named as such');
  t.equal((await get(`${N}/A%2FB`)).status, 404, 'encoded slash reaches the route');
  t.equal((await get(`${N}/484/children?limit=501`)).body.parameter, 'limit');

  // codes with '/', '.', spaces and unicode, URL-encoded
  const dir = oddBundle();
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await ingestBundle(stack.store, dir, { quiet: true });
  await stack.project();
  const enc = encodeURIComponent;
  const slash = await get(`${A}/systems/odd_a/nodes/${enc('A/B')}`);
  t.equal(slash.status, 200, 'A%2FB');
  t.equal(slash.body.code, 'A/B');
  const kids = await get(`${A}/systems/odd_a/nodes/${enc('A/B')}/children`);
  t.same(
    kids.body.items.map((k: any) => k.code),
    ['A/B.1 x'],
    'child with dot and space',
  );
  t.same(
    (await get(`${A}/systems/odd_a/nodes/${enc('A/B.1 x')}/ancestors`)).body.items.map((a: any) => a.code),
    ['A/B'],
  );
  t.equal((await get(`${A}/systems/odd_a/nodes/${enc('Zürich€')}`)).body.title, 'Unicode root', 'unicode code');
  t.equal((await get(`${A}/systems/odd_b/nodes/${enc('.5..')}`)).body.title, 'Dots', 'a code with dots');
  const eq = await get(`${A}/systems/odd_a/nodes/${enc('A/B.1 x')}/equivalences`);
  t.match(
    eq.body.items,
    [{ system: 'odd_b', code: '.5..', title: 'Dots', match_type: 'exact', direction: 'out' }],
    'edge between odd codes',
  );
});

t.test('concurrent lookups of different codes each get their own answer (they share statements)', async (t) => {
  const stack = await createTestStack(t, {
    official: true,
    env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' },
  });
  // codes with notes and labels in other languages among them: their notes and languages are read set-wise too
  const { rows } = await stack.db.pool.query<{ system: string; code: string }>(
    `(SELECT system, code FROM nodes WHERE child_count > 0 ORDER BY system, code LIMIT 40)
     UNION ALL (SELECT system, code FROM nodes WHERE level > 2 ORDER BY code DESC LIMIT 40)
     UNION ALL (SELECT system, code FROM node_notes ORDER BY system, code DESC LIMIT 20)
     UNION ALL (SELECT DISTINCT system, code FROM node_labels ORDER BY system, code LIMIT 20)`,
  );
  const paths = rows.flatMap(({ system, code }, k) => {
    const at = `${A}/systems/${system}/nodes/${encodeURIComponent(code)}`;
    return [at, `${at}/children?limit=${1 + (k % 3)}&offset=${k % 2}`, `${at}/ancestors`];
  });
  paths.push(`${N}/NOPE`, `${N}/NOPE/children`, `${N}/NOPE/ancestors`);
  const answer = async (url: string) => {
    const r = await stack.app.inject(url);
    return { url, status: r.statusCode, body: r.json() };
  };
  const alone = [];
  for (const url of paths) alone.push(await answer(url));
  const together = await Promise.all(paths.map(answer));
  t.same(together, alone, `${paths.length} requests at once answer as one at a time`);
  t.ok(
    alone.filter((a) => a.url.endsWith('/children?limit=2&offset=0')).some((a) => a.body.items.length === 2),
    'the pages are not empty',
  );
  const codes = alone.filter((a) => /\/nodes\/[^/]+$/.test(a.url) && a.status === 200).map((a) => a.body);
  t.ok(
    codes.some((b) => b.notes) && codes.some((b) => !b.notes),
    'codes with notes and codes without answered together',
  );
  t.ok(
    codes.some((b) => b.languages?.length > 1) && codes.some((b) => b.languages?.length === 1),
    'codes with labels in other languages and codes without',
  );
});
