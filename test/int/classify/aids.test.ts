import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { classify } from '../../../projections/classify/classify.ts';
import { projections } from '../../../projections/registry.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { applyCodingAid, type IngestionContext } from '../../../ingest/apply.ts';
import { createTestDatabase } from '../../helpers/database.ts';

const system = {
  id: 'test_jobs',
  name: 'Test jobs',
  full_name: null,
  region: null,
  version: '1',
  authority: null,
  url: null,
  source_url: null,
  license: null,
  provenance: null,
  source_date: null,
  country_codes: [],
  node_count: 3,
  kind: 'standard',
};
const node = (code: string, title: string, parent: string | null = null) => ({
  code,
  title,
  description: null,
  parent,
  level: parent ? 2 : 1,
});

/** An official coding aid's phrases, ingested as events, carry their code: words no title has, and exact phrases first. */
t.test('coding aid phrases are classify evidence for their code', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(() => store.close());
  const projector = createProjector({ pool: db.pool, store, projections });
  await store.append(
    'system-test_jobs',
    [
      { type: 'SystemRegistered', data: { system } },
      {
        type: 'NodesAdded',
        data: {
          system: 'test_jobs',
          nodes: [
            node('1', 'Vehicle operators'),
            node('11', 'Heavy truck drivers', '1'),
            node('12', 'Cooks, restaurant', '1'),
            node('13', 'Truck mechanics', '1'),
          ],
        },
      },
    ],
    'no_stream',
  );
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
