import t from 'tap';
import { createProjectedDatabase } from '../../helpers/projectedDatabase.ts';
import { jobNode as node, registerTestJobs } from '../../helpers/testJobs.ts';
import { classify } from '../../../projections/classify/classify.ts';
import { buildClassifyModel } from '../../../projections/classify/model/build.ts';
import { forgetModel } from '../../../projections/classify/model/current.ts';
import { trainingExamples } from '../../../projections/classify/model/examples.ts';
import { encodeModel, modelId } from '../../../projections/classify/model/format.ts';
import { train, TRAIN_DEFAULTS } from '../../../projections/classify/model/train.ts';
import { applyCodingAid, type IngestionContext } from '../../../ingest/apply.ts';

const alternate = (code: string, phrase: string) => ({
  system: 'test_jobs',
  code,
  phrase,
  kind: 'alternate_title' as const,
});

/**
 * The learned model is trained from the coding aids' phrases, stored in PostgreSQL, rebuilt when they
 * change, and blended with the lexical ranker: an alternate title two codes share (each scores 0.98
 * lexically) goes to the code whose other phrases say its words.
 */
t.test('the classify model learns from the aids and breaks their ties', async (t) => {
  const { db, store, projector } = await createProjectedDatabase(t);
  t.teardown(() => forgetModel(db.pool));
  await registerTestJobs(store, [
    node('1', 'Workers'),
    node('11', 'Heavy truck drivers', '1'),
    node('12', 'Cooks, restaurant', '1'),
  ]);
  const ctx: IngestionContext = { store, ingestionId: 'i1', source: 'test', actor: 'test' };
  const phrases = [
    alternate('11', 'Zorblat pilot'),
    alternate('11', 'Convoy hauler'),
    alternate('11', 'Shared runner'),
    alternate('12', 'Shared runner'),
    // "runner" inside longer words: no lexical match (one phrase of each code says the text's words), but the
    // model's character n-grams hear it
    alternate('12', 'Kitchen runnerman'),
    alternate('12', 'Food runnerperson'),
    alternate('12', 'Runnerboy cook'),
  ];
  await applyCodingAid(ctx, { id: 'test_titles', title: 'Test titles', phrases });
  await projector.catchUpOrWait(60_000);
  const first = async (text: string) =>
    (await classify(db.pool, { text, systems: ['test_jobs'] })).standard_matches[0]?.code;

  t.equal(await first('Shared runner'), '11', 'no model yet: the lexical tie falls by code order');

  const built = await buildClassifyModel(db.pool);
  t.equal(built.state, 'built', 'trained from the phrases');
  t.same(await buildClassifyModel(db.pool), { state: 'current' }, 'nothing changed: nothing to train');
  forgetModel(db.pool);
  t.equal(await first('Shared runner'), '12', 'the model sends the shared title where "runner" is heard most');
  t.equal(await first('Zorblat pilot'), '11', 'an exact phrase of one code stays its code');

  // the same read models give the same bytes
  const again = encodeModel(await train(await trainingExamples(db.pool, TRAIN_DEFAULTS.buckets)));
  t.equal(modelId(again), built.state === 'built' ? built.id : '', 'a rebuild is byte-identical');

  // the aid changes: a new model is trained and named current, the old one kept for readers still loading it
  await applyCodingAid(ctx, {
    id: 'test_titles',
    title: 'Test titles',
    phrases: [
      ...phrases,
      alternate('11', 'Long runner'),
      alternate('11', 'Highway runner'),
      alternate('11', 'Runner driver'),
    ],
  });
  await projector.catchUpOrWait(60_000);
  const rebuilt = await buildClassifyModel(db.pool);
  t.equal(rebuilt.state, 'built', 'the phrases changed: trained again');
  t.not(rebuilt.state === 'built' && rebuilt.id, built.state === 'built' && built.id, 'a new model');
  const { rows } = await db.pool.query<{ n: number; current: string }>(
    'SELECT count(*)::int AS n, (SELECT id FROM classify_model_current) AS current FROM classify_models',
  );
  t.same(rows[0], { n: 2, current: rebuilt.state === 'built' ? rebuilt.id : '' }, 'the new one is current');
});
