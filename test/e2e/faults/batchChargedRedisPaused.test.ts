import t from 'tap';
import { timedFetch, waitFor } from './helpers/processes.ts';
import { serveOnPrivateRedis } from './helpers/serveOnPrivateRedis.ts';

const ANON_LIMIT = 30;

// Issue 33, row 5: `chargeItems` returned early while Redis was not ready, so during an outage a batch of
// 100 lookups cost an anonymous caller (limit 30 a minute) one request, and every batch passed. Fails on
// that code (200 for every batch). The items are now charged on the limiter's per-instance counters.
t.test('Redis stopped (SIGSTOP): batch items are still charged, never served free', async (t) => {
  const { redis, api } = await serveOnPrivateRedis(t, ANON_LIMIT);
  const batch = (n: number) =>
    timedFetch(
      `${api.base}/api/v1/batch/lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: Array.from({ length: n }, () => ({ system: 'isic_rev4', code: 'A' })) }),
      },
      15_000,
    );
  t.equal((await batch(2)).status, 200, 'a small batch is served while Redis answers');

  redis.pause();
  t.teardown(() => redis.resume());
  const big = await batch(100);
  t.equal(big.status, 429, 'a batch of 100 is more than the anonymous limit of 30: 429, not 200');
  t.match(big.type, /application\/problem\+json/);
  t.match(JSON.parse(big.body).detail, /counts 100 against a limit of 30/);
  const served: number[] = [];
  for (let i = 0; i < 4; i++) served.push((await batch(10)).status);
  t.same(served, [200, 200, 429, 429], 'batches of 10 are charged 10 each on the per-instance counter');
  redis.resume();
  await waitFor('Redis to answer again', async () => (await batch(1)).status !== 0, 20_000, 200);
  t.ok(api.proc.alive(), 'no restart was needed');
});
