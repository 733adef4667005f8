import t from 'tap';
import { readModelChecksums } from '../../helpers/readModel.ts';
import { taxonomy, waitFor } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

// Fault 1: `taxonomy project` SIGKILLed in the middle of a full rebuild of the sample corpus,
// then started again: the read models equal those of a clean rebuild, row for row.
t.test('a projector process killed mid-rebuild resumes to the clean read model', async (t) => {
  const s = await faultStack(t, {}, { sample: true });
  const clean = await readModelChecksums(s.db.pool);
  t.equal(clean.nodes.rows, 16_192, 'clean rebuild: every node of the sample');

  await s.reset(); // a full rebuild starts from empty read models
  const env = { ...s.env, PROJECTOR_BATCH_UNITS: '400' }; // many small transactions: a kill lands between and inside them
  const first = taxonomy(['project'], env);
  t.teardown(() => first.kill('SIGKILL'));
  const { head } = await s.progress();
  const at = await waitFor(
    'the projector to commit part of the rebuild',
    async () => {
      const p = await s.progress();
      return p.min > head / 4n && p.min;
    },
    120_000,
    20,
  );
  first.child.kill('SIGKILL');
  const exit = await first.exited;
  t.equal(exit.signal, 'SIGKILL', 'the projector was killed without warning');
  const after = await s.progress();
  t.ok(after.min < head, `killed half-way (checkpoints at ${after.min}, seen ${at}, head ${head})`);
  t.not(
    (await readModelChecksums(s.db.pool)).nodes.rows,
    clean.nodes.rows,
    'the read model was incomplete when it died',
  );

  const second = taxonomy(['project'], s.env); // the default batches: only the kill needed small ones
  t.teardown(() => second.kill('SIGKILL'));
  await waitFor(
    'the restarted projector to reach the head',
    async () => (await s.progress()).min >= head,
    120_000,
    200,
  );
  await second.kill('SIGTERM');
  t.same(await readModelChecksums(s.db.pool), clean, 'every read-model table equals the clean rebuild');
});
