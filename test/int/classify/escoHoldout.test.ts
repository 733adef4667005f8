import t from 'tap';
import { createProjectedDatabase } from '../../helpers/projectedDatabase.ts';
import { systemRecord } from '../../helpers/systemRecord.ts';
import { envForTest } from '../../helpers/env.ts';
import { applyCodingAid, type IngestionContext } from '../../../ingest/apply.ts';
import { ESCO_AID, ESCO_OCCUPATIONS, escoOccupationHeldOut } from '../../../projections/classify/escoHoldout.ts';

/** The first `n` made-up occupation labels in the held-out fold (`held`) or out of it. */
const labels = (held: boolean, n: number) => {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++)
    if (escoOccupationHeldOut(`zorblat fitter ${i}`) === held) out.push(`zorblat fitter ${i}`);
  return out;
};

/**
 * bench:classify's title + tasks -> ISCO-08 row draws ESCO occupations the index never saw: ESCO is indexed as a
 * corpus system (title and description, carried to ISCO-08) and as an aid (labels), so under CLASSIFY_HOLDOUT=bench
 * a held-out occupation's node and its preferred label stay out of both. The old projections indexed them (a
 * title + tasks item then found its own description: 0.98 top-1 on `full`).
 */
t.test('held-out ESCO occupations stay out of the classify index and the ESCO aid', async (t) => {
  envForTest(t, { CLASSIFY_HOLDOUT: 'bench' });
  const { db, store, projector } = await createProjectedDatabase(t);
  const indexed = async () =>
    (
      await db.pool.query('SELECT code FROM classify_docs WHERE system = $1 ORDER BY code', [ESCO_OCCUPATIONS])
    ).rows.map((r) => r.code);
  const [held, held2] = labels(true, 2);
  const [kept] = labels(false, 1);
  const node = (code: string, title: string) => ({
    code,
    title,
    description: `${title}s fit zorblats.`,
    parent: null,
    level: 1,
  });
  await store.append(
    `system-${ESCO_OCCUPATIONS}`,
    [
      { type: 'SystemRegistered', data: { system: systemRecord(ESCO_OCCUPATIONS, { kind: 'standard' }) } },
      { type: 'NodesAdded', data: { system: ESCO_OCCUPATIONS, nodes: [node('a', held), node('b', kept)] } },
    ],
    'no_stream',
  );
  const ctx: IngestionContext = { store, ingestionId: 'i1', source: 'test', actor: 'test' };
  await applyCodingAid(ctx, {
    id: ESCO_AID,
    title: 'ESCO labels',
    phrases: [
      { system: 'isco_08', code: '7233', phrase: held, kind: 'preferred_label', concept: held },
      { system: 'isco_08', code: '7233', phrase: `${held} mate`, kind: 'alternative_label', concept: held },
      { system: 'isco_08', code: '7233', phrase: kept, kind: 'preferred_label', concept: kept },
      { system: 'isco_08', code: '7233', phrase: `${kept} mate`, kind: 'alternative_label', concept: kept },
      // as events written before the phrases named their occupation: the preferred label alone is known as such
      { system: 'isco_08', code: '7234', phrase: held2, kind: 'preferred_label' },
      { system: 'isco_08', code: '7234', phrase: `${held2} mate`, kind: 'alternative_label' },
    ],
  });
  await projector.catchUpOrWait(60_000);
  t.same(await indexed(), ['b'], 'the held-out occupation has no document');
  const phrases = await db.pool.query('SELECT phrase FROM classify_aid_phrases ORDER BY phrase');
  t.same(
    phrases.rows.map((r) => r.phrase),
    [`${held2} mate`, kept, `${kept} mate`].sort(),
    "no label of a held-out occupation is an aid phrase (an old event's alternative label is, not knowing its occupation)",
  );

  // a changed held-out occupation leaves the index; one renamed out of the fold enters it
  await store.append(
    `system-${ESCO_OCCUPATIONS}`,
    [
      {
        type: 'NodesChanged',
        data: {
          system: ESCO_OCCUPATIONS,
          nodes: [
            { ...node('b', held2), changed: ['title'] },
            { ...node('a', kept), changed: ['title'] },
          ],
        },
      },
    ],
    'any',
  );
  await projector.catchUpOrWait(60_000);
  t.same(await indexed(), ['a'], 'follows the titles');
});
