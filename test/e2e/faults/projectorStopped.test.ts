import t from 'tap';
import { serve, taxonomy, timedFetch, waitFor } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

// Issue 33, row 8: a projector stopped with SIGSTOP keeps its session and so its advisory lock, and
// /health said `ok` while nothing was applied. Fails on that code (status stays ok). The lock holder
// now sets a heartbeat every 2 s, and /health is degraded once it is 10 s old; SIGCONT heals it.
t.test('a stopped projector (SIGSTOP): /health is degraded with the reason, then ok after SIGCONT', async (t) => {
  const s = await faultStack(t);
  const projector = taxonomy(['project'], s.env);
  t.teardown(async () => {
    projector.child.kill('SIGCONT');
    await projector.kill('SIGKILL');
  });
  const api = await serve(s.env); // --no-projector: the API alone, as a scaled-out instance
  t.teardown(() => api.proc.kill('SIGKILL'));
  const health = async () => {
    const r = await timedFetch(`${api.base}/api/v1/health`, {}, 5000);
    return r.status === 200 ? (JSON.parse(r.body) as { status: string; reasons: string[] }) : undefined;
  };
  await waitFor('health to be ok with the projector running', async () => (await health())?.status === 'ok', 60_000);

  projector.child.kill('SIGSTOP');
  const stalled = await waitFor(
    'health to notice the stopped projector',
    async () => {
      const h = await health();
      return h?.status === 'degraded' ? h : undefined;
    },
    30_000,
    500,
  );
  t.match(stalled.reasons.join('\n'), /heartbeat stopped \d+ s ago \(the process is stopped or hung\)/);
  t.ok(projector.alive(), 'the projector process still exists (and holds its lock)');

  projector.child.kill('SIGCONT');
  await waitFor('health to be ok again', async () => (await health())?.status === 'ok', 30_000, 250);
  t.pass('ok again once the projector runs');
});
