import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const A = '/api/v1';
const N = `${A}/systems/naics_2022/nodes`;

t.test('crosswalks: equivalences, translations, pair views, errors', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const get = async (url: string) => {
    const r = await app.inject(url);
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };

  const eq = await get(`${N}/484110/equivalences?limit=500`);
  t.equal(eq.status, 200);
  t.match(eq.body.source, { system: 'naics_2022', code: '484110', title: 'General Freight Trucking, Local' });
  const isic = eq.body.items.find((e: any) => e.system === 'isic_rev4');
  t.match(
    isic,
    { code: '4923', title: String, match_type: /exact|partial|broad|narrow/, direction: /out|in|both/ },
    'isic 4923 with title and match type',
  );
  t.ok(
    eq.body.items.some((e: any) => e.direction === 'in'),
    'edges ingested towards the code are listed too',
  );
  t.equal(eq.body.total, eq.body.items.length);
  const onlyIsic = await get(`${N}/484110/equivalences?system=isic_rev4`);
  t.ok(
    onlyIsic.body.items.every((e: any) => e.system === 'isic_rev4'),
    'system filter',
  );

  const tr = await get(`${N}/484110/translations`);
  t.equal(tr.status, 200);
  const isicSys = tr.body.systems.find((s: any) => s.system === 'isic_rev4');
  t.ok(isicSys?.direct, 'isic is direct');
  t.ok(
    isicSys.matches.some((m: any) => m.code === '4923'),
    'translations include isic_rev4 4923',
  );
  t.same(isicSys.via, []);
  const ids = tr.body.systems.map((s: any) => s.system);
  t.notOk(ids.includes('naics_2022'), 'never back to the source system');
  t.equal(new Set(ids).size, ids.length, 'each system once (no loops)');
  const indirect = tr.body.systems.filter((s: any) => !s.direct);
  t.ok(indirect.length > 0, 'some systems only through an intermediate');
  for (const s of indirect) {
    t.equal(s.via.length, 1, `${s.system} via one code`);
    const p = s.matches[0].path;
    t.same(
      [p[0], p.at(-1).system],
      [{ system: 'naics_2022', code: '484110' }, s.system],
      `${s.system}: path from the source to the match`,
    );
    t.equal(`${p[1].system}:${p[1].code}`, s.via[0], 'via names the real intermediate code');
    t.ok(s.matches[0].provenance?.kind, 'every match says where it comes from');
  }
  t.ok(
    tr.body.systems.some((s: any) => s.system === 'nace_rev2' && s.via[0].startsWith('isic_rev4:')),
    'NACE reached through ISIC',
  );
  const fromIsic = await get(`${A}/systems/isic_rev4/nodes/4923/translations`);
  t.ok(
    fromIsic.body.systems.some((s: any) => !s.direct && s.matches[0].path.length === 3),
    'from ISIC 4923 on to systems behind an intermediate',
  );
  const oneHop = await get(`${N}/484110/translations?max_hops=1`);
  t.ok(
    oneHop.body.systems.every((s: any) => s.direct),
    'max_hops=1 gives direct only',
  );
  const small = await get(`${N}/484110/translations?limit=1&max_matches=1`);
  t.equal(small.body.systems.length, 1, 'limit bounds systems');
  t.ok(small.body.truncated, 'truncated flag');
  t.ok(small.body.systems[0].matches.length <= 1);

  const stats = await get(`${A}/equivalences/stats?limit=500`);
  t.equal(stats.body.total_edges, 12098, 'every sample edge counted as ingested');
  t.same(stats.body.by_match_type, { broad: 6228, exact: 1965, narrow: 48, partial: 3857 });
  t.equal(
    stats.body.items.reduce((n: number, p: any) => n + p.edges, 0),
    12098,
    'pairs add up',
  );
  const pair = stats.body.items.find((p: any) => p.source_system === 'naics_2022' && p.target_system === 'isic_rev4');
  t.equal(pair.exact + pair.partial + pair.broad + pair.narrow, pair.edges, 'per match type');
  t.ok(
    (await get(`${A}/equivalences/stats?system=naics_2022`)).body.items.every((p: any) =>
      [p.source_system, p.target_system].includes('naics_2022'),
    ),
  );

  const cmp = await get(`${A}/compare?a=naics_2022&b=isic_rev4`);
  t.equal(cmp.status, 200);
  t.equal(cmp.body.total, 20, 'one row per NAICS sector');
  const manuf = cmp.body.items.find((g: any) => g.code === '31-33');
  t.equal(manuf.targets[0].code, 'C', 'NAICS manufacturing maps mostly to ISIC C');
  t.equal(
    manuf.edges,
    manuf.targets.reduce((n: number, x: any) => n + x.edges, 0),
  );

  const diff = await get(`${A}/diff?a=naics_2022&b=isic_rev4&limit=10`);
  t.equal(diff.body.a_unmapped.items.length, 10, 'paginated');
  t.ok(diff.body.a_unmapped.total > 10 && diff.body.b_unmapped.total > 10);
  t.notOk(
    diff.body.a_unmapped.items.some((c: any) => c.code === '484110'),
    'mapped codes are not in the diff',
  );
  t.equal(diff.body.level, 'leaves', 'the diff counts unmapped leaves by default');
  t.ok(diff.body.a_unmapped.items.every((c: any) => c.leaf));
  const all = await get(`${A}/diff?a=naics_2022&b=isic_rev4&limit=10&level=all`);
  t.equal(all.body.level, 'all');
  t.ok(all.body.a_unmapped.total > diff.body.a_unmapped.total, 'level=all counts unmapped parents too');
  const diff2 = await get(`${A}/diff?a=naics_2022&b=isic_rev4&limit=10&offset=10`);
  t.not(diff2.body.a_unmapped.items[0].code, diff.body.a_unmapped.items[0].code, 'offset pages');

  const sec = await get(`${A}/systems/naics_2022/crosswalk/isic_rev4/sections`);
  t.match(
    sec.body.items[0],
    { a_group: '31-33', b_group: 'C', edges: Number, a_title: 'Manufacturing' },
    'largest section first',
  );
  t.equal(sec.body.total_edges, cmp.body.total_edges, 'same edges as compare');

  const graph = await get(`${A}/systems/naics_2022/crosswalk/isic_rev4/graph?limit=10`);
  t.equal(graph.body.edges.length, 10);
  t.ok(graph.body.truncated, 'truncated');
  const nodeIds = new Set(graph.body.nodes.map((n: any) => n.id));
  t.ok(
    graph.body.edges.every((e: any) => nodeIds.has(e.source) && nodeIds.has(e.target)),
    'every edge end is a node',
  );
  t.equal((await get(`${A}/systems/naics_2022/crosswalk/isic_rev4/graph?limit=500`)).body.limit, 500);
  const section = await get(`${A}/systems/naics_2022/crosswalk/isic_rev4/graph?limit=500&a_group=31-33&b_group=C`);
  t.equal(section.body.total_edges, sec.body.items[0].edges, "a section's graph has the section's edges");
  const codes = new Set(section.body.nodes.filter((n: any) => n.system === 'naics_2022').map((n: any) => n.code));
  t.ok(
    [...codes].every((c) => /^3[1-3]/.test(c as string)),
    'only codes under 31-33',
  );

  // errors
  t.equal((await get(`${N}/999999/equivalences`)).status, 404);
  t.equal((await get(`${N}/999999/translations`)).status, 404);
  t.equal((await get(`${A}/systems/nope/nodes/1/translations`)).body.title, 'Unknown system');
  t.match((await get(`${A}/compare?a=naics_2022&b=nope`)).body, { status: 404, parameter: 'b' });
  t.match((await get(`${A}/diff?a=nope&b=naics_2022`)).body, { status: 404, parameter: 'a' });
  t.equal((await get(`${A}/systems/nope/crosswalk/naics_2022/sections`)).status, 404);
  t.equal((await get(`${A}/systems/naics_2022/crosswalk/nope/graph`)).status, 404);
  t.match((await get(`${A}/compare?a=&b=`)).body, { status: 400, parameter: 'a' });
  t.match((await get(`${A}/diff?a=naics_2022`)).body, { status: 400, parameter: 'b' });
  t.match((await get(`${A}/diff?a=naics_2022&b=isic_rev4&offset=-3`)).body, { status: 400, parameter: 'offset' });
  t.match((await get(`${A}/systems/naics_2022/crosswalk/isic_rev4/graph?limit=1000`)).body, {
    status: 400,
    parameter: 'limit',
  });
  t.match((await get(`${N}/484110/translations?max_hops=4`)).body, { status: 400, parameter: 'max_hops' });
});
