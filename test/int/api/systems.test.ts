import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const A = '/api/v1';

t.test('systems: list, filters, grouping, detail, stats, errors', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const get = async (url: string) => {
    const r = await app.inject(url);
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };

  const list = await get(`${A}/systems`);
  t.equal(list.status, 200);
  t.equal(list.body.total, 25, 'all 25 sample systems');
  t.equal(list.body.limit, 50, 'default limit 50');
  t.equal(list.body.items.length, 25);
  t.match(list.body.disclaimer, /not a substitute/i, 'disclaimer field');
  const naics = list.body.items.find((s: any) => s.id === 'naics_2022');
  t.match(
    naics,
    {
      name: 'NAICS 2022',
      node_count: 2125,
      provenance: 'official_download',
      license: String,
      source_hash: String,
      kind: 'standard',
    },
    'counts and provenance',
  );
  t.ok(naics.leaf_count > 0 && naics.leaf_count < naics.node_count, 'leaf count');

  const paged = await get(`${A}/systems?limit=5&offset=20`);
  t.equal(paged.body.items.length, 5, 'limit/offset page');
  t.equal(paged.body.total, 25, 'total stays the whole count');
  t.equal(paged.body.items[0].id, list.body.items[20].id, 'offset skips');
  t.equal((await get(`${A}/systems?offset=100`)).body.total, 25, 'total known past the end');

  const us = await get(`${A}/systems?country=us`);
  t.ok(
    us.body.items.some((s: any) => s.id === 'naics_2022'),
    'naics applies to US (lower-case accepted)',
  );
  t.notOk(
    us.body.items.some((s: any) => s.id === 'nace_rev2'),
    'nace does not',
  );
  const domain = await get(`${A}/systems?kind=domain`);
  t.ok(domain.body.items.length > 0 && domain.body.items.every((s: any) => s.kind === 'domain'), 'kind filter');
  const q = await get(`${A}/systems?q=naics`);
  t.same(
    q.body.items.map((s: any) => s.id),
    ['naics_2022'],
    'q matches id/name',
  );
  t.equal((await get(`${A}/systems?q=${encodeURIComponent('%_')}`)).body.total, 0, 'LIKE wildcards match literally');
  const words = await get(`${A}/systems?q=${encodeURIComponent('census bureau naics')}`);
  t.same(
    words.body.items.map((s: any) => s.id),
    ['naics_2022'],
    'q: every word, in id, name, full name, authority or region',
  );
  const eu = await get(`${A}/systems?region=${encodeURIComponent('european')}`);
  t.ok(
    eu.body.items.length > 0 && eu.body.items.every((s: any) => /european/i.test(s.region)),
    'region: the region label contains the text',
  );
  t.ok(
    eu.body.items.some((s: any) => s.id === 'nace_rev2'),
    'NACE is European',
  );

  const grouped = await get(`${A}/systems?group_by=region`);
  t.equal(grouped.status, 200);
  t.equal(grouped.body.group_by, 'region');
  const na = grouped.body.items.find((g: any) => g.region === 'North America');
  t.ok(
    na?.systems.some((s: any) => s.id === 'naics_2022'),
    'naics under North America',
  );
  t.equal(
    grouped.body.items.reduce((n: number, g: any) => n + g.count, 0),
    25,
    'every system in one group',
  );

  const detail = await get(`${A}/systems/naics_2022`);
  t.equal(detail.status, 200);
  t.ok(
    detail.body.roots.items.some((r: any) => r.code === '11'),
    'root codes',
  );
  t.equal(detail.body.roots.total, detail.body.root_count);
  t.equal(
    detail.body.levels.reduce((n: number, l: any) => n + l.count, 0),
    2125,
    'counts per level add up',
  );
  t.match(detail.body.disclaimer, /not a substitute/i);
  t.equal((await get(`${A}/systems/naics_2022?limit=2`)).body.roots.items.length, 2, 'roots paged');

  const stats = await get(`${A}/systems/stats`);
  t.equal(stats.status, 200);
  t.equal(stats.body.totals.nodes, 16192, 'sample node total');
  t.match(
    stats.body.items.find((s: any) => s.id === 'naics_2022'),
    { node_count: 2125, leaf_count: Number },
  );

  const largest = await get(`${A}/systems/stats?sort=node_count&limit=3`);
  t.ok(largest.body.items[0].node_count >= largest.body.items[1].node_count, 'sort=node_count: largest first');
  const one = await get(`${A}/systems/stats?system=naics_2022`);
  t.match(one.body, { total: 1, totals: { systems: 1, nodes: 2125 } }, 'system: one system, its totals');
  t.match((await get(`${A}/systems/stats?system=naics`)).body, {
    status: 404,
    parameter: 'system',
    did_you_mean: { systems: ['naics_2022'] },
  });

  const missing = await get(`${A}/systems/no_such_system`);
  t.equal(missing.status, 404);
  t.match(missing.headers['content-type'], /application\/problem\+json/);
  t.match(missing.body, { status: 404, title: 'Unknown system', detail: /no_such_system/ });

  for (const [qs, param] of [
    ['limit=501', 'limit'],
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['offset=-1', 'offset'],
    ['limit=abc', 'limit'],
    ['kind=other', 'kind'],
    ['group_by=country', 'group_by'],
    ['country=USA', 'country'],
  ]) {
    const r = await get(`${A}/systems?${qs}`);
    t.equal(r.status, 400, `${qs} is a 400`);
    t.equal(r.body.parameter, param, `${qs} names ${param}`);
  }
});
