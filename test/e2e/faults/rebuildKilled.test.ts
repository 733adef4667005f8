import t from 'tap';
import { readModelChecksums } from '../../helpers/readModel.ts';
import { serve, taxonomy, timedFetch, waitFor } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

// Fault 8: the real `taxonomy rebuild` CLI SIGKILLed half-way; the next projector start (`serve`)
// resumes the rebuild from its checkpoints, swaps it in, and ends with the same read model; readers
// see the whole model all along.
t.test('taxonomy rebuild killed half-way: serve resumes to the same read model', async (t) => {
  const s = await faultStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '100000' }, { sample: true });
  const before = await readModelChecksums(s.db.pool);
  const { head } = await s.progress();

  const env = { ...s.env, PROJECTOR_BATCH_UNITS: '400' };
  const rebuild = taxonomy(['rebuild'], env);
  t.teardown(() => rebuild.kill('SIGKILL'));
  await waitFor('rebuild to start its copies', async () => (await s.progress()).rebuilding !== undefined, 60_000, 20);
  await waitFor(
    'rebuild to commit part of the replay',
    async () => ((await s.progress()).rebuilding ?? 0n) > head / 4n,
    120_000,
    20,
  );
  rebuild.child.kill('SIGKILL');
  t.equal((await rebuild.exited).signal, 'SIGKILL', 'rebuild was killed without warning');
  const killedAt = (await s.progress()).rebuilding ?? 0n;
  t.ok(killedAt > 0n && killedAt < head, `killed half-way (rebuild checkpoints at ${killedAt} of ${head})`);
  t.same(await readModelChecksums(s.db.pool), before, 'readers still see the whole model (the rebuild fills copies)');

  const api = await serve(s.env, { projector: true }); // the default batches: only the kill needed small ones
  t.teardown(() => api.proc.kill('SIGKILL'));
  const lag = await waitFor(
    'serve to catch up',
    async () => {
      const h = await timedFetch(`${api.base}/api/v1/health`);
      const body = h.status === 200 ? JSON.parse(h.body) : undefined;
      const done = (await s.progress()).rebuilding === undefined; // the rebuilt tables swapped in
      return (
        done &&
        body &&
        body.projections.every((p: { lag: number }) => p.lag === 0) &&
        body.projections.length > 0 &&
        body
      );
    },
    120_000,
    250,
  );
  t.ok(lag.projections.length >= 5, 'health lists the projections, each with lag 0');
  const stats = JSON.parse((await timedFetch(`${api.base}/api/v1/stats`)).body);
  t.match(stats, { systems: 25, nodes: 16_192, equivalences: 12_098 }, 'the API serves the whole sample again');
  await api.proc.kill('SIGTERM');
  t.same(await readModelChecksums(s.db.pool), before, 'every read-model table equals the one before the rebuild');
});
