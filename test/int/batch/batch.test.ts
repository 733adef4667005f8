import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const B = '/api/v1/batch';

t.test('batch endpoints answer item by item and count every item against the limit', async (t) => {
  const { app, db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1500' } });
  const { rows } = await db.pool.query(`SELECT system, code FROM nodes ORDER BY system, seq LIMIT 990`);
  const items = [
    ...rows,
    ...Array.from({ length: 9 }, (_, i) => ({ system: 'naics_2022', code: `NOPE${i}` })),
    { system: 'no_such_system', code: '1' },
  ];

  await t.test('1,000 lookups: 1,000 items in order, unknown codes and systems as item errors', async (t) => {
    const res = await app.inject({ method: 'POST', url: `${B}/lookup`, payload: { items } });
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.equal(body.items.length, 1000);
    t.equal(body.total, 1000);
    t.equal(body.errors, 10);
    t.same(
      body.items.map((i: any) => `${i.system} ${i.code}`),
      items.map((i) => `${i.system} ${i.code}`),
    );
    t.notOk('error' in body.items[0], 'a found code carries no error field');
    t.ok(body.items[0].title);
    t.match(body.items[990], { code: 'NOPE0', error: { status: 404, title: 'Unknown code' } });
    t.match(body.items[999], { system: 'no_such_system', error: { status: 404, title: 'Unknown system' } });
    t.equal(res.headers['x-ratelimit-remaining'], '500', '1,000 of the 1,500 per minute are used');
  });

  await t.test('the next batch larger than what is left is refused whole, and counts nothing', async (t) => {
    const res = await app.inject({ method: 'POST', url: `${B}/lookup`, payload: { items: items.slice(0, 600) } });
    t.equal(res.statusCode, 429);
    t.match(res.json().detail, /counts 600/);
    t.ok(res.headers['retry-after']);
    const small = await app.inject({ method: 'POST', url: `${B}/lookup`, payload: { items: items.slice(0, 10) } });
    t.equal(small.statusCode, 200);
    t.equal(small.headers['x-ratelimit-remaining'], '489', '1,000 + the refused request + 10');
  });
});

t.test('batch translate, classify, NDJSON and bad input', async (t) => {
  const { app } = await createTestStack(t);

  const tr = await app.inject({
    method: 'POST',
    url: `${B}/translate`,
    payload: {
      items: [
        { system: 'naics_2022', code: '484110' },
        { system: 'naics_2022', code: 'NOPE' },
      ],
      targets: ['isic_rev4', 'cfr_title_49'],
    },
  });
  t.equal(tr.statusCode, 200);
  const body = tr.json();
  t.match(body.items[0].matches, [{ system: 'isic_rev4', code: '4923', title: String, match_type: 'partial' }]);
  t.ok(body.items[0].matches.every((m: any) => ['isic_rev4', 'cfr_title_49'].includes(m.system)));
  t.equal(body.items[1].error.status, 404);

  const cl = await app.inject({
    method: 'POST',
    url: `${B}/classify`,
    payload: { texts: ['bakery', 'long haul trucking'], systems: ['naics_2022'], limit: 3 },
  });
  t.equal(cl.statusCode, 200);
  t.equal(cl.json().items.length, 2);
  t.match(cl.json().items[1].standard_matches[0], { system: 'naics_2022', code: /^484/ });

  const nd = await app.inject({
    method: 'POST',
    url: `${B}/lookup`,
    headers: { accept: 'application/x-ndjson' },
    payload: {
      items: [
        { system: 'naics_2022', code: '484' },
        { system: 'naics_2022', code: 'NOPE' },
      ],
    },
  });
  t.equal(nd.statusCode, 200);
  t.match(nd.headers['content-type'], /application\/x-ndjson/);
  const lines = nd.body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  t.equal(lines.length, 2);
  t.match(lines, [
    { code: '484', title: String },
    { code: 'NOPE', error: { status: 404 } },
  ]);

  const tooMany = await app.inject({
    method: 'POST',
    url: `${B}/lookup`,
    payload: { items: Array.from({ length: 1001 }, () => ({ system: 'naics_2022', code: '484' })) },
  });
  t.equal(tooMany.statusCode, 400);
  const badTarget = await app.inject({
    method: 'POST',
    url: `${B}/translate`,
    payload: { items: [{ system: 'naics_2022', code: '484' }], targets: ['nope_system'] },
  });
  t.equal(badTarget.statusCode, 400);
  t.equal(badTarget.json().parameter, 'targets');
});

t.test(
  'batch translate reads an edge from its far end as GET /equivalences does (broad ↔ narrow, provenance)',
  async (t) => {
    const { app, db } = await createTestStack(t);
    const { rows } = await db.pool.query(
      `SELECT source_system, source_code, target_system, target_code FROM equivalences
      WHERE match_type = 'broad' ORDER BY 1, 2, 3, 4 LIMIT 20`,
    );
    t.ok(rows.length > 0, 'the sample has broad edges');
    const res = await app.inject({
      method: 'POST',
      url: `${B}/translate`,
      payload: {
        items: rows.map((r) => ({ system: r.target_system, code: r.target_code })),
        targets: [...new Set(rows.map((r) => r.source_system))],
        max_matches: 50,
      },
    });
    t.equal(res.statusCode, 200);
    const items = res.json().items;
    for (const [i, r] of rows.entries()) {
      const eq = await app.inject({
        url: `/api/v1/systems/${r.target_system}/nodes/${encodeURIComponent(r.target_code)}/equivalences?target_system=${r.source_system}&limit=500`,
        remoteAddress: `198.51.100.${i + 1}`, // one anonymous caller each: 20 reads stay under 30/min
      });
      t.equal(eq.statusCode, 200, eq.body.slice(0, 300));
      const want = eq.json().items?.find((e: any) => e.code === r.source_code);
      const got = items[i].matches.find((m: any) => m.system === r.source_system && m.code === r.source_code);
      t.ok(got, `${r.target_system}:${r.target_code} reaches ${r.source_system}:${r.source_code}`);
      t.equal(got?.match_type, want.match_type, `same type as /equivalences (${want.match_type})`);
      t.same(got?.provenance, want.provenance, 'same provenance');
    }
  },
);
