import t from 'tap';
import { alternateTitle, jobNode as node, projectedTestJobs } from '../../helpers/testJobs.ts';
import { buildClassifyModel, rebuildRetrains } from '../../../projections/classify/model/build.ts';
import { forgetModel } from '../../../projections/classify/model/current.ts';
import { trainingExamples } from '../../../projections/classify/model/examples.ts';
import { encodeModel, modelId } from '../../../projections/classify/model/format.ts';
import { train, TRAIN_DEFAULTS } from '../../../projections/classify/model/train.ts';

/**
 * The learned model is trained from the coding aids' phrases, stored in PostgreSQL, rebuilt when they
 * change, and blended with the lexical ranker: an alternate title two codes share (each scores 0.98
 * lexically) goes to the code whose other phrases say its words.
 */
t.test('the classify model learns from the aids and breaks their ties', async (t) => {
  const phrases = [
    alternateTitle('11', 'Zorblat pilot'),
    alternateTitle('11', 'Convoy hauler'),
    alternateTitle('11', 'Shared runner'),
    alternateTitle('12', 'Shared runner'),
    // "runner" inside longer words: no lexical match (one phrase of each code says the text's words), but the
    // model's character n-grams hear it
    alternateTitle('12', 'Kitchen runnerman'),
    alternateTitle('12', 'Food runnerperson'),
    alternateTitle('12', 'Runnerboy cook'),
  ];
  const { db, aid, codes } = await projectedTestJobs(
    t,
    [node('1', 'Workers'), node('11', 'Heavy truck drivers', '1'), node('12', 'Cooks, restaurant', '1')],
    phrases,
  );
  t.teardown(() => forgetModel(db.pool));
  const first = async (text: string) => (await codes(text))[0];

  t.equal(await first('Shared runner'), '11', 'no model yet: the lexical tie falls by code order');

  const built = await buildClassifyModel(db.pool);
  t.equal(built.state, 'built', 'trained from the phrases');
  t.same(await buildClassifyModel(db.pool), { state: 'current' }, 'nothing changed: nothing to train');
  forgetModel(db.pool);
  t.equal(await first('Shared runner'), '12', 'the model sends the shared title where "runner" is heard most');
  t.equal(await first('Zorblat pilot'), '11', 'an exact phrase of one code stays its code');

  // a fresh server's first requests arrive together: each is answered with the model, not only the one whose
  // call started the load
  forgetModel(db.pool);
  t.same(
    await Promise.all(Array.from({ length: 4 }, () => first('Shared runner'))),
    ['12', '12', '12', '12'],
    'concurrent first requests all wait for the model',
  );

  // the same read models give the same bytes
  const again = encodeModel(await train(await trainingExamples(db.pool, TRAIN_DEFAULTS.buckets)));
  t.equal(modelId(again), built.state === 'built' ? built.id : '', 'a rebuild is byte-identical');

  // the aid changes: a new model is trained and named current, the old one kept for readers still loading it
  await aid([
    ...phrases,
    alternateTitle('11', 'Long runner'),
    alternateTitle('11', 'Highway runner'),
    alternateTitle('11', 'Runner driver'),
  ]);
  const rebuilt = await buildClassifyModel(db.pool);
  t.equal(rebuilt.state, 'built', 'the phrases changed: trained again');
  t.not(rebuilt.state === 'built' && rebuilt.id, built.state === 'built' && built.id, 'a new model');
  const { rows } = await db.pool.query<{ n: number; current: string }>(
    'SELECT count(*)::int AS n, (SELECT id FROM classify_model_current) AS current FROM classify_models',
  );
  t.same(rows[0], { n: 2, current: rebuilt.state === 'built' ? rebuilt.id : '' }, 'the new one is current');
});

// New code that learns from other examples (EXAMPLES_VERSION) retrains on unchanged read models: a database
// upgraded in place must not keep the model the old code trained. And `taxonomy rebuild` retrains after
// rebuilding what the model learns from.
t.test('a model trained by code that read other examples is trained again', async (t) => {
  const { db } = await projectedTestJobs(
    t,
    [node('1', 'Workers'), node('11', 'Heavy truck drivers', '1')],
    [alternateTitle('11', 'Convoy hauler')],
  );
  t.teardown(() => forgetModel(db.pool));
  t.equal((await buildClassifyModel(db.pool)).state, 'built');
  // the generation as the code before EXAMPLES_VERSION wrote it: the model's format alone before the inputs
  await db.pool.query(`UPDATE classify_models SET generation = regexp_replace(generation, '^[^;]*;', '1;')`);
  t.equal((await buildClassifyModel(db.pool)).state, 'built', 'the model the old code trained is replaced');
  t.same(await buildClassifyModel(db.pool), { state: 'current' }, 'then current');

  t.ok(rebuildRetrains([]), 'rebuilding every projection retrains');
  t.ok(rebuildRetrains(['classify_aids']), 'so does rebuilding the aids');
  t.ok(rebuildRetrains(['search', 'equivalences']), 'or the crosswalks');
  t.notOk(rebuildRetrains(['search']), 'search alone does not');
});
