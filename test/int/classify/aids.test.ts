import t from 'tap';
import { createProjectedDatabase } from '../../helpers/projectedDatabase.ts';
import { jobNode as node, registerTestJobs } from '../../helpers/testJobs.ts';
import { classify } from '../../../projections/classify/classify.ts';
import { applyCodingAid, type IngestionContext } from '../../../ingest/apply.ts';

/** An official coding aid's phrases, ingested as events, carry their code: words no title has, and exact phrases first. */
t.test('coding aid phrases are classify evidence for their code', async (t) => {
  const { db, store, projector } = await createProjectedDatabase(t);
  await registerTestJobs(store, [
    node('1', 'Vehicle operators'),
    node('11', 'Heavy truck drivers', '1'),
    node('12', 'Cooks, restaurant', '1'),
    node('13', 'Truck mechanics', '1'),
  ]);
  const top = async (text: string) =>
    (await classify(db.pool, { text, systems: ['test_jobs'] })).standard_matches.map((m) => ({
      code: m.code,
      evidence: m.evidence,
    }));
  await projector.catchUpOrWait(60_000);
  t.same(await top('zorblat pilot'), [], 'no title says it');

  const ctx: IngestionContext = { store, ingestionId: 'i1', source: 'test', actor: 'test' };
  const phrases = [
    { system: 'test_jobs', code: '11', phrase: 'Zorblat pilot', kind: 'alternate_title' as const },
    { system: 'test_jobs', code: '12', phrase: 'Line cook', kind: 'direct_match_title' as const },
    { system: 'test_jobs', code: '12', phrase: 'Truck stop griddle cook', kind: 'alternate_title' as const },
  ];
  t.same(await applyCodingAid(ctx, { id: 'test_titles', title: 'Test titles', phrases }), { added: 3, removed: 0 });
  t.same(await applyCodingAid(ctx, { id: 'test_titles', title: 'Test titles', phrases }), { added: 0, removed: 0 });
  await projector.catchUpOrWait(60_000);

  const [lorry] = await top('zorblat pilot');
  t.same(lorry, {
    code: '11',
    evidence: { kind: 'alternate_title', aid: 'test_titles', phrase: 'Zorblat pilot' },
  });
  t.equal((await top('Line cook'))[0]?.code, '12', 'a direct-match title');
  t.equal(
    (await top('griddle cook at a truck stop'))[0]?.code,
    '12',
    'the phrase in another order: still the phrase, not the titles sharing "truck"',
  );
  t.same((await top('truck mechanic'))[0], { code: '13', evidence: { kind: 'title' } }, 'a title still answers');

  await applyCodingAid(ctx, { id: 'test_titles', title: 'Test titles', phrases: phrases.slice(1) });
  await projector.catchUpOrWait(60_000);
  t.same(await top('zorblat pilot'), [], 'a phrase the aid no longer lists is gone');
  const rows = await db.pool.query('SELECT aid, code, phrase, kind FROM classify_aid_phrases ORDER BY phrase');
  t.same(
    rows.rows.map((r) => r.phrase),
    ['Line cook', 'Truck stop griddle cook'],
    'the phrases table holds what the aid lists now',
  );
});
