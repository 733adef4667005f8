import t from 'tap';
import { createProjectedDatabase } from '../../helpers/projectedDatabase.ts';
import { systemRecord } from '../../helpers/systemRecord.ts';
import { envForTest } from '../../helpers/env.ts';
import { applyCodingAid, type IngestionContext } from '../../../ingest/apply.ts';
import { ESCO_AID, ESCO_OCCUPATIONS, escoOccupationHeldOut } from '../../../projections/classify/escoHoldout.ts';
import { trainingExamples } from '../../../projections/classify/model/examples.ts';
import { textFeatures } from '../../../projections/classify/model/features.ts';
import { predict, train, TRAIN_DEFAULTS } from '../../../projections/classify/model/train.ts';

/** The first made-up occupation label in the held-out fold (`held`) or out of it. */
const label = (held: boolean) => {
  for (let i = 0; ; i++) if (escoOccupationHeldOut(`zorblat fitter ${i}`) === held) return `zorblat fitter ${i}`;
};

/**
 * The coding aids' phrases are titles; what a job does is written in prose (a coder's "tasks" field). ESCO
 * describes each of its occupations and codes it to its ISCO-08 unit group: the model learns that prose on that
 * unit, so task prose no title says is read as the occupation it describes. A held-out occupation's description
 * (CLASSIFY_HOLDOUT=bench: bench:classify's title + tasks row) stays out of the model as its node stays out of the
 * index. ISCO-08's own units list their tasks: the model learns each list as prose of its unit.
 */
t.test('the classify model learns task prose from the described occupations', async (t) => {
  envForTest(t, { CLASSIFY_HOLDOUT: 'bench' });
  const { db, store, projector } = await createProjectedDatabase(t);
  const kept = label(false),
    held = label(true);
  const tasks = 'Calibrates spectrometers and records the readings of each sample in a ledger.';
  const heldTasks = 'Greases gearbox bearings, tightens flanges and replaces worn seals on conveyor drives.';
  await store.append(
    `system-${ESCO_OCCUPATIONS}`,
    [
      { type: 'SystemRegistered', data: { system: systemRecord(ESCO_OCCUPATIONS, { kind: 'standard' }) } },
      {
        type: 'NodesAdded',
        data: {
          system: ESCO_OCCUPATIONS,
          nodes: [
            { code: 'a', title: kept, description: tasks, parent: null, level: 1 },
            { code: 'b', title: held, description: heldTasks, parent: null, level: 1 },
          ],
        },
      },
    ],
    'no_stream',
  );
  // ISCO-08's own unit: its task list is prose the model learns; the occupations it lists are not
  const unitTasks = 'Tasks include -\n(a)  titrating reagents in flasks;\n(b)  weighing precipitates.';
  await store.append(
    'system-isco_08',
    [
      { type: 'SystemRegistered', data: { system: systemRecord('isco_08', { kind: 'standard' }) } },
      {
        type: 'NodesAdded',
        data: {
          system: 'isco_08',
          nodes: [
            {
              code: '3111',
              title: 'Chemical and Physical Science Technicians',
              description: `Technicians assist scientists.\n\n${unitTasks}\n\nExamples of the occupations classified here:\n- Zorblat assayer`,
              parent: null,
              level: 1,
            },
          ],
        },
      },
    ],
    'no_stream',
  );
  const edge = (code: string, target: string) => ({
    source_system: ESCO_OCCUPATIONS,
    source_code: code,
    target_system: 'isco_08',
    target_code: target,
    match_type: 'narrow' as const,
  });
  await store.append(
    'crosswalk-esco-isco',
    [{ type: 'EquivalencesAdded', data: { edges: [edge('a', '3111'), edge('b', '7233')] } }],
    'no_stream',
  );
  const ctx: IngestionContext = { store, ingestionId: 'i1', source: 'test', actor: 'test' };
  const phrase = (code: string, text: string) => ({
    system: 'isco_08',
    code,
    phrase: text,
    kind: 'alternative_label' as const,
  });
  await applyCodingAid(ctx, {
    id: ESCO_AID,
    title: 'ESCO labels',
    phrases: [
      // titles only, more of them on 3111: without the prose, words the model never met lean to 7233 (less smoothed mass)
      phrase('7233', 'millwright'),
      phrase('3111', 'lab analyst'),
      phrase('3111', 'chemistry technician'),
      phrase('3111', 'assay technician'),
    ],
  });
  await projector.catchUpOrWait(60_000);

  const examples = (await trainingExamples(db.pool, TRAIN_DEFAULTS.buckets)).filter((e) => e.system === 'isco_08');
  const has = (text: string, code: string) =>
    examples.some((e) => e.label === code && e.features.join() === textFeatures(text, TRAIN_DEFAULTS.buckets).join());
  t.ok(has(tasks, '3111'), "an occupation's description is an example of its ISCO-08 unit");
  t.notOk(has(heldTasks, '7233'), "a held-out occupation's description is not");
  t.ok(
    has('(a) titrating reagents in flasks; (b) weighing precipitates.', '3111'),
    "an ISCO-08 unit's task list, and only it (not the occupations listed after it), is an example of the unit",
  );

  const model = await train(examples);
  const best = (text: string) => predict(model, model.heads[0], textFeatures(text, model.buckets), 1)[0].label;
  t.equal(best('calibrating the spectrometer, recording its readings'), '3111', 'task prose is read as its unit');
});
