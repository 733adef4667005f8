import t from 'tap';
import { registerAccount } from '../../../commands/accounts/handlers.ts';
import { allProjections } from '../../../projections/registry.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

// Issue 13, item 12: /health said ok while no projector ran and the projections were behind; this
// test fails on that code (status 'ok', no reasons).
t.test('/health is degraded with the reason while the projector is missing or behind; lookups answer', async (t) => {
  const stack = await createTestStack(t, { env: { HEALTH_MAX_LAG: '2' } });
  const { app, store, db, redis, config, vault } = stack;
  const health = async () => (await app.inject('/api/v1/health')).json();

  // no projector runs, and the log moves on: behind by more than HEALTH_MAX_LAG
  for (let i = 0; i < 3; i++) await registerAccount(store, vault, { email: `lag${i}@example.com`, passwordHash: null });
  const res = await app.inject('/api/v1/health');
  t.equal(res.statusCode, 200, 'health answers 200: the service reads');
  const body = res.json();
  t.equal(body.status, 'degraded');
  t.equal(body.dependencies.projector, false);
  t.match(body.reasons.join('\n'), /no projector is running/);
  t.match(body.reasons.join('\n'), /behind the log by more than 2 events: .*accounts \(\d+\)/);
  t.equal((await app.inject('/api/v1/systems')).statusCode, 200, 'lookups keep answering');
  const ready = await app.inject('/api/v1/health/ready');
  t.equal(ready.statusCode, 200, 'the instance stays ready');
  t.match(ready.json(), { status: 'ready', checks: { projector: false }, degraded: [/no projector/] });

  // a projector starts: it catches up and holds its heartbeat, and health is ok again
  const ac = new AbortController();
  const projector = createProjector({
    pool: db.pool,
    store,
    projections: allProjections({ pool: db.pool, redis, config }),
  });
  const running = projector.run(ac.signal);
  t.teardown(async () => {
    ac.abort();
    await running;
  });
  await until('health to be ok', async () => (await health()).status === 'ok');
  t.match(await health(), { status: 'ok', reasons: [], dependencies: { projector: true } });

  // the projector stops: degraded again, for that reason alone
  ac.abort();
  await running;
  const after = await health();
  t.equal(after.status, 'degraded');
  t.same(after.reasons.length, 1);
  t.match(after.reasons[0], /no projector is running/);
});
