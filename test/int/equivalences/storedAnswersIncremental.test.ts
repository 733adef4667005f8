import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import t from 'tap';
import { buildStoredAnswers } from '../../../projections/equivalences/answerBuild.ts';
import { currentGeneration, storedTranslation } from '../../../projections/equivalences/storedAnswers.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack, SAMPLE } from '../../helpers/sampleApp.ts';

/**
 * Stored translation answers after a one-system change (projections/equivalences/answerBuild.ts): a real ingest
 * of a changed bundle (a few naics_2022 codes retitled, one edge of the naics_2022 ~ scian_2018 crosswalk
 * removed and one added) is followed by a build that computes again only the answers the change could reach,
 * and every stored answer is then what a full build from scratch gives, byte for byte.
 */

const lines = (file: string) =>
  readFileSync(path.join(SAMPLE, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim());
interface Edge {
  source_system: string;
  source_code: string;
  target_system: string;
  target_code: string;
  match_type: string;
  provenance: unknown;
}

/**
 * A bundle of naics_2022 and scian_2018 with `retitled` naics codes retitled and their crosswalk (`edges`, as
 * stored, with their provenance) without `drop` and with `add`.
 */
function changedBundle(retitled: Set<string>, edges: Edge[], drop: Edge, add: Edge): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'answers-incremental-'));
  const systems = new Set(['naics_2022', 'scian_2018']);
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    lines('systems.jsonl')
      .filter((l) => systems.has(JSON.parse(l).id))
      .join('\n') + '\n',
  );
  const nodes = lines('nodes.jsonl')
    .map((l) => JSON.parse(l))
    .filter((n) => systems.has(n.system))
    .map((n) => (n.system === 'naics_2022' && retitled.has(n.code) ? { ...n, title: `${n.title} (retitled)` } : n));
  writeFileSync(path.join(dir, 'nodes.jsonl'), nodes.map((n) => JSON.stringify(n)).join('\n') + '\n');
  const same = (a: Edge, b: Edge) =>
    a.source_system === b.source_system &&
    a.source_code === b.source_code &&
    a.target_system === b.target_system &&
    a.target_code === b.target_code;
  const kept = edges.filter((e) => !same(e, drop));
  writeFileSync(path.join(dir, 'equivalences.jsonl'), [...kept, add].map((e) => JSON.stringify(e)).join('\n') + '\n');
  return dir;
}

t.test('after a one-system change only the answers it reaches are computed again', async (t) => {
  const s = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' } });
  const pool = s.db.pool;
  const full = await buildStoredAnswers(pool, { store: s.store });
  if (full.state !== 'built') throw new Error(`first build: ${full.state}`);
  t.equal(full.incremental, false, 'the first build computes every answer');
  t.equal(full.recomputed, full.answers, `${full.answers} answers`);
  const before = full.generation;

  // the change: two groups at the top of naics_2022 and two linked leaves retitled, one edge removed, one added
  const { rows: top } = await pool.query<{ code: string }>(
    `SELECT code FROM nodes WHERE system = 'naics_2022' AND parent IS NULL ORDER BY seq LIMIT 1`,
  );
  const { rows: leaves } = await pool.query<{ code: string }>(
    `SELECT n.code FROM nodes n JOIN equivalence_neighbours nb USING (system, code)
      WHERE n.system = 'naics_2022' AND n.child_count = 0 ORDER BY n.code LIMIT 2`,
  );
  const { rows: child } = await pool.query<{ code: string }>(
    `SELECT code FROM nodes WHERE system = 'naics_2022' AND parent = $1 ORDER BY seq LIMIT 1`,
    [top[0].code],
  );
  const retitled = new Set([top[0].code, child[0].code, ...leaves.map((l) => l.code)]);
  const { rows: pair } = await pool.query<Edge>(
    `SELECT source_system, source_code, target_system, target_code, match_type, provenance FROM equivalences
      WHERE (source_system, target_system) IN (('naics_2022', 'scian_2018'), ('scian_2018', 'naics_2022'))
      ORDER BY source_system, source_code, target_code`,
  );
  const { rows: unlinked } = await pool.query<{ code: string }>(
    `SELECT code FROM nodes n WHERE system = 'scian_2018' AND NOT EXISTS
       (SELECT 1 FROM equivalences e WHERE e.target_system = 'scian_2018' AND e.target_code = n.code AND e.source_system = 'naics_2022')
      ORDER BY code LIMIT 1`,
  );
  t.ok(
    pair.length && unlinked.length,
    'the naics_2022 ~ scian_2018 crosswalk, an edge of it to remove and a scian code to link',
  );
  const add = {
    source_system: 'naics_2022',
    source_code: leaves[0].code,
    target_system: 'scian_2018',
    target_code: unlinked[0].code,
    match_type: 'partial',
    provenance: { kind: 'curated', source: 'test' },
  };
  const dir = changedBundle(retitled, pair, pair[0], add);
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const { counts } = await ingestBundle(s.store, dir, { quiet: true });
  t.match(counts, { nodesChanged: retitled.size, edgesAdded: 1, edgesRemoved: 1 }, 'the ingest appends the change');
  await s.project();
  t.not(await currentGeneration(pool), before, 'the generation moved');
  t.equal(
    await storedTranslation(pool, add.source_system, add.source_code),
    null,
    'before the build, no answer is served',
  );

  const inc = await buildStoredAnswers(pool, { store: s.store });
  if (inc.state !== 'built') throw new Error(`second build: ${inc.state}`);
  t.equal(inc.incremental, true, 'the change is known: an incremental build');
  t.ok(inc.recomputed > 0, `${inc.recomputed} answers computed again`);
  t.ok(inc.recomputed * 4 < full.recomputed, `far fewer than a full build (${inc.recomputed} of ${full.recomputed})`);
  const { rows: stamps } = await pool.query<{ generation: string; n: number }>(
    'SELECT generation, count(*)::int AS n FROM translation_answers GROUP BY 1',
  );
  const byStamp = new Map(stamps.map((r) => [r.generation, r.n]));
  t.equal(byStamp.get(inc.generation), inc.recomputed, 'only the answers computed again carry the new stamp');
  t.equal(byStamp.get(before), inc.answers - inc.recomputed, 'the others kept theirs, untouched');
  t.equal((await buildStoredAnswers(pool, { store: s.store })).state, 'current', 'then they are current');

  // every stored answer is served for the new generation (none is walked) ...
  const { rows: stored } = await pool.query<{ system: string; code: string; body: Buffer; etag: string }>(
    'SELECT system, code, body, etag FROM translation_answers ORDER BY system, code',
  );
  let served = 0;
  for (const r of stored) if (await storedTranslation(pool, r.system, r.code)) served++;
  t.equal(served, stored.length, `all ${stored.length} stored answers are served`);
  // ... the route sends a kept answer from the store, not from a walk
  const kept = stored.find((r) => !retitled.has(r.code) && r.system === 'isic_rev4')!;
  const keptRow = await pool.query('SELECT generation FROM translation_answers WHERE system = $1 AND code = $2', [
    kept.system,
    kept.code,
  ]);
  t.equal(keptRow.rows[0].generation, before, `${kept.system}:${kept.code} was kept from the first build`);
  const marked = { ...JSON.parse(gunzipSync(kept.body).toString()), marked: true };
  await pool.query('UPDATE translation_answers SET body = $3 WHERE system = $1 AND code = $2', [
    kept.system,
    kept.code,
    gzipSync(JSON.stringify(marked)),
  ]);
  const url = `/api/v1/systems/${kept.system}/nodes/${encodeURIComponent(kept.code)}/translations`;
  t.same((await s.app.inject(url)).json(), marked, 'the route serves the kept answer as stored');
  await pool.query('UPDATE translation_answers SET body = $3 WHERE system = $1 AND code = $2', [
    kept.system,
    kept.code,
    kept.body,
  ]);
  const shown = JSON.parse(
    gunzipSync(stored.find((r) => r.system === add.source_system && r.code === add.source_code)!.body).toString(),
  );
  t.ok(
    shown.systems.some(
      (x: { system: string; matches: { code: string }[] }) =>
        x.system === 'scian_2018' && x.matches.some((m) => m.code === add.target_code),
    ),
    "the added edge is in its source code's answer",
  );

  // what a full build from scratch gives: the same codes, the same bytes, the same ETags
  await pool.query('TRUNCATE translation_answers, translation_answer_stamps, translation_answers_built');
  const scratch = await buildStoredAnswers(pool, { store: s.store });
  if (scratch.state !== 'built') throw new Error(`full build: ${scratch.state}`);
  t.equal(scratch.incremental, false, 'from scratch: a full build');
  const { rows: fresh } = await pool.query<{ system: string; code: string; body: Buffer; etag: string }>(
    'SELECT system, code, body, etag FROM translation_answers ORDER BY system, code',
  );
  t.same(
    fresh.map((r) => `${r.system}:${r.code}`),
    stored.map((r) => `${r.system}:${r.code}`),
    'the same codes are stored',
  );
  const want = new Map(fresh.map((r) => [`${r.system}:${r.code}`, r]));
  const differ = stored.filter((r) => {
    const f = want.get(`${r.system}:${r.code}`);
    return !f || f.etag !== r.etag || !gunzipSync(f.body).equals(gunzipSync(r.body));
  });
  t.same(
    differ.slice(0, 10).map((r) => `${r.system}:${r.code}`),
    [],
    `${stored.length - differ.length} of ${stored.length} answers byte for byte as a full build gives them`,
  );
});
