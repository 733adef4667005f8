/** NACE Rev. 2 → Rev. 2.1 as a diff across two systems, read from the official correspondence (issue 37, item 3). */
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

const stack = await createTestStack(t, { official: true, env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
const get = async (url: string) => {
  const r = await stack.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};
const DIFF = '/editions/nace_rev2/nace_rev21/diff';
type Entry = { change: string; level: number; from: any[]; to: any[]; links: any[]; explanation: string };

t.test('the editions replaced with an official correspondence are listed', async (t) => {
  const r = await get('/editions');
  t.equal(r.status, 200);
  t.match(r.body.items, [
    { from: 'nace_rev2', to: 'nace_rev21', name: /NACE Rev\. 2 → NACE Rev\. 2\.1/, diff_url: `/api/v1${DIFF}` },
  ]);
});

t.test(
  "a system's body says which edition it succeeds or is succeeded by, with the diff's URL (one request for its page)",
  async (t) => {
    const listed = (await get('/editions')).body.items;
    const older = (await get('/systems/nace_rev2?limit=1')).body;
    const newer = (await get('/systems/nace_rev21?limit=1')).body;
    t.same(older.successions, listed, 'NACE Rev. 2: succeeded by Rev. 2.1, as /editions lists it');
    t.same(newer.successions, listed, 'NACE Rev. 2.1: the successor of Rev. 2');
    t.same(
      (await get('/systems/naics_2022?limit=1')).body.successions,
      [],
      'a system no edition succession involves: none',
    );
    const diff = await stack.app.inject({ method: 'GET', url: `${older.successions[0].diff_url}?level=1&limit=1` });
    t.equal(diff.statusCode, 200, 'the diff_url answers');
    t.equal(diff.json().from, 'nace_rev2');
  },
);

t.test('every class of both editions is in exactly one change, named by its shape, with both titles', async (t) => {
  const all: Entry[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = (await get(`${DIFF}?level=4&limit=500&offset=${offset}`)).body;
    all.push(...page.items);
    if (all.length >= page.total) break;
  }
  const classes = async (system: string) => {
    const { rows } = await stack.db.pool.query(`SELECT code FROM nodes WHERE system = $1 AND level = 4`, [system]);
    return rows.map((r) => r.code).sort();
  };
  t.same(all.flatMap((e) => e.from.map((c) => c.code)).sort(), await classes('nace_rev2'), 'each Rev. 2 class once');
  t.same(all.flatMap((e) => e.to.map((c) => c.code)).sort(), await classes('nace_rev21'), 'each Rev. 2.1 class once');
  const of = (code: string) => all.find((e) => e.from.some((c) => c.code === code))!;
  t.match(of('16.10'), {
    change: 'split',
    from: [{ code: '16.10', title: 'Sawmilling and planing of wood', also_in_other: false }],
    to: [
      { code: '16.11', title: /Sawmilling/ },
      { code: '16.12', title: /Processing and finishing of wood/ },
    ],
  });
  t.equal(of('16.10').links.length, 2, 'with the two rows of the table');
  t.match(of('14.12'), { change: 'renumbered', to: [{ code: '14.23', title: 'Manufacture of workwear' }] });
  t.match(of('01.64'), { change: 'merged', from: [{ code: '01.63' }, { code: '01.64' }], to: [{ code: '01.63' }] });
  t.match(of('01.11'), { change: 'retitled', to: [{ code: '01.11', title: /other than rice/ }] });
  t.match(of('01.12'), { change: 'unchanged' });
  const added = all.filter((e) => e.change === 'added');
  t.match(
    added,
    [{ from: [], to: [{ code: '46.89', also_in_other: false }], explanation: /new/ }],
    'the class the table links to nothing',
  );
  for (const e of all) {
    const shape =
      e.from.length === 0
        ? 'added'
        : e.to.length === 0
          ? 'removed'
          : e.from.length === 1 && e.to.length === 1
            ? ['unchanged', 'retitled', 'renumbered']
            : e.from.length === 1
              ? 'split'
              : e.to.length === 1
                ? 'merged'
                : 'regrouped';
    if (Array.isArray(shape) ? !shape.includes(e.change) : e.change !== shape) t.fail(`${e.explanation}: ${e.change}`);
  }
  const body = (await get(`${DIFF}?level=4&limit=1`)).body;
  const counted = Object.fromEntries(
    ['unchanged', 'retitled', 'renumbered', 'split', 'merged', 'regrouped', 'added', 'removed'].map((k) => [
      k,
      all.filter((e) => e.change === k).length,
    ]),
  );
  t.match(body.totals, counted, 'the totals count the whole level');
  t.ok(body.totals.new_codes > 0 && body.totals.dropped_codes > 0, 'code numbers new and gone');
  t.same(body.missing, []);
});

t.test('change and level filter the list; an unknown pair is a 404 problem', async (t) => {
  const splits = (await get(`${DIFF}?level=4&change=split&limit=500`)).body;
  t.ok(splits.total > 0 && splits.items.every((e: Entry) => e.change === 'split' && e.level === 4));
  t.equal(splits.total, splits.totals.split);
  const sections = (await get(`${DIFF}?level=1&limit=500`)).body;
  t.ok(sections.items.every((e: Entry) => e.level === 1) && sections.total > 0, 'sections only');
  const unknown = await get('/editions/naics_2022/nace_rev21/diff');
  t.equal(unknown.status, 404);
  t.match(unknown.headers['content-type'], /problem\+json/);
  t.match(unknown.body.detail, /no official correspondence.*GET \/api\/v1\/editions/);
  t.equal((await get(`${DIFF}?change=shuffled`)).status, 400, 'an unknown kind is a 400');
});

t.test("MCP get_edition_diff returns the REST body; get_sector_overview names the system's successions", async (t) => {
  const { call } = await connectMcp(t, stack);
  const args = { from: 'nace_rev2', to: 'nace_rev21', level: 4, change: 'merged', limit: 5 };
  const r = await call('get_edition_diff', args);
  t.notOk(r.isError, r.content?.[0]?.text);
  t.same(r.structuredContent, (await get(`${DIFF}?level=4&change=merged&limit=5`)).body);
  t.match(r.content[0].text, /merged: .* are merged into/);
  const sector = await call('get_sector_overview', { system_id: 'nace_rev21', limit: 1 });
  t.same(sector.structuredContent.successions, (await get('/systems/nace_rev21?limit=1')).body.successions);
  t.match(sector.content[0].text, /get_edition_diff from=nace_rev2 to=nace_rev21/);
});
