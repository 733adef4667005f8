import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
const { app } = stack;
const get = (qs: string) => app.inject(`/api/v1/search?${qs}`);
const search = async (qs: string) => {
  const res = await get(qs);
  t.equal(res.statusCode, 200, `200 for ${qs.slice(0, 60)}`);
  return res.json();
};
const q = encodeURIComponent;

t.test('a title search finds the exact title near the top', async (t) => {
  const body = await search(`q=${q('truck transportation')}`);
  const i = body.items.findIndex((h: any) => h.system === 'naics_2022' && h.code === '484');
  t.ok(i >= 0 && i < 5, `naics_2022 484 in the first five (at ${i})`);
  t.equal(body.items[i].title, 'Truck Transportation');
  t.equal(body.items[i].system_name.length > 0, true, 'system name');
  t.equal(body.items[i].leaf, false, '484 has children');
  t.ok(body.total >= body.items.length, 'total counts every hit');
  t.equal(body.limit, 50);
  t.equal(body.offset, 0);
  t.notOk(body.corrected, 'nothing to correct');
});

t.test('typos are corrected', async (t) => {
  const body = await search(`q=${q('trukc transportaton')}`);
  t.equal(body.corrected, 'truck transportation', 'says what it searched');
  t.ok(
    body.items.some((h: any) => h.code.startsWith('484')),
    'finds a code starting with 484',
  );
});

t.test('an exact code comes first', async (t) => {
  const body = await search('q=484110');
  t.match(body.items[0], { system: 'naics_2022', code: '484110', match: 'code' });
  const prefix = await search('q=4841');
  t.match(prefix.items[0], { code: '4841', match: 'code' });
  t.ok(
    prefix.items.some((h: any) => h.code === '48411' && h.match === 'code_prefix'),
    'longer codes with that prefix follow',
  );
});

t.test('codes match without punctuation', async (t) => {
  const body = await search('q=4849'); // naics_2022 "48-49"
  t.ok(
    body.items.some((h: any) => h.code === '48-49' && h.match === 'code'),
    '48-49 found as 4849',
  );
});

t.test('filters apply before the limit', async (t) => {
  const only = await search(`q=${q('transportation')}&system=naics_2022&limit=5`);
  t.ok(only.items.length > 0 && only.items.every((h: any) => h.system === 'naics_2022'), 'only naics_2022');
  // the unfiltered search's group of that system counts what that system's pages show: one hit per title
  // (a flat page folds a parent and its child of one title into one), so its "more" pages are never empty
  const all = await search(`q=${q('transportation')}&grouped=true&limit=100`);
  const whole = await search(`q=${q('transportation')}&system=naics_2022&limit=500`);
  t.equal(
    all.groups.find((g: any) => g.system === 'naics_2022').total,
    whole.items.length,
    'group total = hits the filtered pages show',
  );
  const page2 = await search(`q=${q('transportation')}&system=naics_2022&limit=5&offset=5`);
  t.notSame(
    page2.items.map((h: any) => h.code),
    only.items.map((h: any) => h.code),
    'offset pages on',
  );
  const domain = await search(`q=${q('apparel')}&kind=domain`);
  t.ok(domain.items.length > 0 && domain.items.every((h: any) => h.system.startsWith('domain_')), 'kind=domain');
  const standard = await search(`q=${q('apparel')}&kind=standard`);
  t.ok(standard.items.length > 0, 'standard systems have apparel too');
  t.ok(
    standard.items.every((h: any) => !h.system.startsWith('domain_')),
    'kind=standard',
  );
});

t.test('countries scope the systems through country_systems', async (t) => {
  const { rows } = await stack.db.pool.query(`SELECT DISTINCT system FROM country_systems WHERE country = 'US'`);
  const us = new Set(rows.map((r) => r.system));
  const body = await search(`q=${q('transport')}&countries=us&limit=200`);
  t.ok(body.items.length > 0, 'hits');
  t.ok(
    body.items.every((h: any) => us.has(h.system)),
    'every hit from a system applying to US',
  );
});

t.test('grouped: per-system totals and first hits', async (t) => {
  const body = await search(`q=${q('truck')}&grouped=true&per_group=3`);
  t.ok(body.groups.length > 1, 'several systems');
  t.ok(body.group_count >= body.groups.length);
  for (const g of body.groups) {
    t.ok(
      g.items.length <= 3 && g.items.length > 0 && g.items.every((h: any) => h.system === g.system),
      `${g.system}: its own hits`,
    );
    t.ok(g.total >= g.items.length);
  }
  t.equal(
    body.groups.reduce((n: number, g: any) => n + g.total, 0),
    body.total,
    'totals add up',
  );
  const naics = await search(`q=${q('truck')}&system=naics_2022&limit=500`);
  t.equal(
    body.groups.find((g: any) => g.system === 'naics_2022')?.total,
    naics.items.length,
    'group total = hits the filtered pages show',
  );
});

t.test('context: ancestors root first and children', async (t) => {
  const body = await search('q=484110&context=true&limit=3');
  const hit = body.items[0];
  t.same(
    hit.ancestors.map((a: any) => a.code),
    ['48-49', '484', '4841', '48411'],
    'root first',
  );
  t.same(hit.children, [], 'a leaf has no children');
  const mid = (await search('q=4841&context=true&limit=1')).items[0];
  t.same(
    mid.children.map((c: any) => c.code),
    ['48411', '48412'],
    'children in order',
  );
  const plain = await search('q=484110&limit=1');
  t.notOk('ancestors' in plain.items[0], 'no context unless asked');
});

t.test('bad parameters are 400 problem+json; hostile input never 5xx', async (t) => {
  for (const qs of [
    '',
    'q=',
    `q=${'a'.repeat(501)}`,
    'q=x&limit=501',
    'q=x&limit=0',
    'q=x&offset=-1',
    'q=x&kind=other',
    'q=x&countries=USA',
    'q=x&system=NAICS!',
    'q=%20%20',
    'q=x&system=no_such_system',
  ]) {
    const res = await get(qs);
    t.equal(res.statusCode, 400, `400 for '${qs.slice(0, 40)}'`);
    t.match(res.headers['content-type'], /application\/problem\+json/);
  }
  for (const raw of [
    "'; drop table x;--",
    'a'.repeat(3000),
    '%%%',
    '\\',
    '"(&|!:*)"',
    'ünïcödé',
    '日本',
    '!!!',
    'a & b | !c',
    '<-> :* )',
  ]) {
    const res = await get(`q=${q(raw)}`);
    t.ok(res.statusCode < 500, `${res.statusCode} for ${raw.slice(0, 20)}`);
  }
  const still = await search(`q=${q('truck')}`);
  t.ok(still.items.length > 0, 'tables intact');
});

t.test('the route is documented', async (t) => {
  const spec = (await app.inject('/api/v1/openapi.json')).json();
  const op = spec.paths['/api/v1/search']?.get;
  t.ok(op, 'in the OpenAPI document');
  t.same(op.tags, ['search']);
  const limit = op.parameters.find((p: any) => p.name === 'limit');
  t.equal(limit.schema.maximum, 500);
});

// The flat page reads each hit's catalog facts with its hits (one statement fewer a search): they must be the
// catalog's own, for a word query, a widened one (its AND finds too few titles), a code and a code prefix.
t.test("every hit's system name, leaf flag and child count are the catalog's", async (t) => {
  for (const query of ['truck transportation', 'truck zzyzx', '484110', '4841', 'hotels']) {
    const body = await search(`q=${q(query)}&limit=20`);
    t.ok(body.items.length > 0, `${query}: hits`);
    const { rows } = await stack.db.pool.query<{ system: string; code: string; name: string; child_count: number }>(
      `SELECT h.system, h.code, s.name, n.child_count
         FROM unnest($1::text[], $2::text[]) AS h(system, code)
         JOIN systems s ON s.id = h.system JOIN nodes n ON n.system = h.system AND n.code = h.code`,
      [body.items.map((h: any) => h.system), body.items.map((h: any) => h.code)],
    );
    const facts = new Map(rows.map((r) => [`${r.system} ${r.code}`, r]));
    for (const h of body.items) {
      const f = facts.get(`${h.system} ${h.code}`);
      t.same(
        [h.system_name, h.child_count, h.leaf],
        [f?.name, f?.child_count, f?.child_count === 0],
        `${query}: ${h.system} ${h.code}`,
      );
    }
  }
});
