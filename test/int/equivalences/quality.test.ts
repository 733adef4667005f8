import { writeFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { recordedRepairsLoader } from '../../../cli/recordedRepairs.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * The quality card of a system pair (GET /crosswalks/{a}/{b}/quality, read/quality/crosswalkQuality.ts)
 * on the sample with the official files: its counts add up to what the read model holds, the unmapped
 * leaves are those GET /diff pages, the repairs are those `ingest --official` recorded, and the
 * downloads it links answer (CSV with the labels of both ends).
 */
t.test('a crosswalk quality card per system pair', async (t) => {
  const s = await createTestStack(t, { official: true, env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const get = async (url: string) => {
    const r = await s.app.inject(`/api/v1${url}`);
    return { status: r.statusCode, body: r.body, json: () => r.json(), type: String(r.headers['content-type']) };
  };
  const r = await get('/crosswalks/naics_2022/isic_rev4/quality');
  t.equal(r.status, 200, r.body.slice(0, 300));
  const q = r.json();

  const { rows } = await s.db.pool.query<{ kind: string; n: number }>(
    `SELECT coalesce(provenance->>'kind', 'curated') AS kind, count(*)::int AS n FROM equivalences
      WHERE (source_system = 'naics_2022' AND target_system = 'isic_rev4') OR (source_system = 'isic_rev4' AND target_system = 'naics_2022')
      GROUP BY 1`,
  );
  const byKind = Object.fromEntries(rows.map((x) => [x.kind, x.n]));
  t.equal(
    q.edges,
    rows.reduce((a, x) => a + x.n, 0),
    'every edge of the pair, either direction',
  );
  t.same(
    [q.provenance.official, q.provenance.curated, q.provenance.derived],
    [byKind.official ?? 0, byKind.curated ?? 0, byKind.derived ?? 0],
    'edges by provenance',
  );
  t.equal(
    Object.values(q.match_types as Record<string, number>).reduce((a, n) => a + n, 0),
    q.edges,
    'the match types split every edge',
  );
  t.equal(
    q.sources.reduce((a: number, x: { edges: number }) => a + x.edges, 0),
    q.edges,
    'the sources split every edge',
  );
  t.ok(
    q.a.groups_through_hierarchy > 0,
    `${q.a.groups_through_hierarchy} NAICS groups reach ISIC through their leaves`,
  );
  t.equal(q.provenance.hierarchy, q.a.groups_through_hierarchy + q.b.groups_through_hierarchy);

  for (const side of ['a', 'b'] as const) {
    const x = q[side];
    t.equal(x.mapped_leaves + x.unmapped_leaves, x.leaves, `${x.system}: mapped and unmapped leaves make all`);
    const diff = await get(x.unmapped_link.replace('/api/v1', '') + '&limit=20');
    t.equal(diff.status, 200, 'the unmapped link answers');
    t.same(
      x.unmapped.map((u: { code: string }) => u.code).sort(),
      diff
        .json()
        .a_unmapped.items.map((u: { code: string }) => u.code)
        .sort(),
      `${x.system}: the unmapped leaves are those GET /diff lists`,
    );
    t.equal(x.unmapped_leaves, diff.json().a_unmapped.total, 'and as many');
  }
  t.ok(q.last_change, 'when the pair last changed');

  const csv = await get(q.downloads.csv.replace('/api/v1', ''));
  t.equal(csv.status, 200);
  t.match(csv.type, /text\/csv/);
  const lines = csv.body.trim().split('\r\n');
  t.equal(
    lines[0],
    'source_system,source_code,source_title,match_type,target_system,target_code,target_title,provenance,source',
  );
  t.equal(
    lines.length - 1,
    (await get(q.downloads.sssom.replace('/api/v1', ''))).body
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('#')).length - 1,
    'as many rows as the SSSOM file',
  );
  t.ok(
    lines.some((l) => l.startsWith('naics_2022,484110,"General Freight Trucking, Local",')),
    'labels quoted where they hold a comma',
  );
  t.equal((await get(q.downloads.turtle.replace('/api/v1', ''))).status, 200, 'the Turtle download answers');

  t.equal((await get('/crosswalks/naics_2022/naics_2022/quality')).status, 400, 'one system twice: 400');
  const unknown = await get('/crosswalks/naics_2022/nope_system/quality');
  t.equal(unknown.status, 404, 'an unknown system: 404');
  t.match(unknown.type, /problem\+json/);

  t.test('repairs and contradictions: those `ingest --official` recorded for the pair', async (t) => {
    const dir = t.testdir({});
    writeFileSync(
      path.join(dir, 'repairs.tsv'),
      [
        'rule\tedge\tnow',
        'accidental_end\tisic_rev4:141 -> naics_2022:112111\tisic_rev4:0141 -> naics_2022:112111',
        'contradicted_by_official\tnaics_2022:111110 -> isic_rev4:0112\t',
        'contradicted_by_official\tisco_08:1111 -> soc_2018:11-1011\t',
      ].join('\n') + '\n',
    );
    const repairs = await recordedRepairsLoader({ ...s.config, dataDir: dir })();
    t.equal(repairs.length, 3);
    const { crosswalkQuality } = await import('../../../read/quality/crosswalkQuality.ts');
    const card = await crosswalkQuality(s.db.pool, 'naics_2022', 'isic_rev4', repairs);
    t.same(card.repairs.by_rule, { lost_leading_zero: 0, accidental_end: 1 }, 'the repair of this pair');
    t.equal(card.contradictions.total, 1, 'the contradiction of this pair, not the other pair’s');
    t.equal(card.contradictions.items[0].now, null, 'dropped');
  });
});
