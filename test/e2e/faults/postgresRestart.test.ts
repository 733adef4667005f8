import t from 'tap';
import { testRedisUrl } from '../../helpers/services.ts';
import { projectedPrivatePostgres } from './helpers/projectedPrivatePostgres.ts';
import { serve, sleep, timedFetch, waitFor, type Timed } from './helpers/processes.ts';

const URLS = [
  '/api/v1/systems',
  '/api/v1/systems/isic_rev4',
  '/api/v1/systems/isic_rev4/nodes/A/children',
  '/api/v1/stats',
  '/api/v1/systems/isic_rev4/nodes/0111/translations',
];

// Fault 3: PostgreSQL stopped and started again under load. During the outage every request gets a
// fast 503 problem+json (none hangs past 5 s, the process does not crash); afterwards the same
// API process answers again without a restart.
t.test('PostgreSQL restarted under load: fast 503s, then recovery without a restart', async (t) => {
  const pgs = await projectedPrivatePostgres(t, ['isic_rev4', 'nace_rev2']);

  const api = await serve({
    DATABASE_URL: pgs.url,
    REDIS_URL: await testRedisUrl(),
    REDIS_PREFIX: `test:faults:pg${process.pid}:`,
    ANON_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  t.teardown(() => api.proc.kill('SIGKILL'));

  await waitFor(
    'every route to answer 200 (warm-up)',
    async () => {
      for (const u of URLS) if ((await timedFetch(api.base + u)).status !== 200) return false;
      return true;
    },
    30_000,
    250,
  );
  // Load: 6 clients in a loop, each result tagged with the phase it ran in (or 'from-to' when it spanned two).
  let phase: 'before' | 'stopping' | 'down' | 'starting' | 'after' = 'before';
  const results: (Timed & { phase: string; url: string })[] = [];
  let running = true;
  const client = async (i: number) => {
    for (let n = i; running; n++) {
      const url = URLS[n % URLS.length];
      const started = phase;
      const r = await timedFetch(api.base + url, {}, 15_000);
      results.push({ ...r, phase: started === phase ? started : `${started}-${phase}`, url });
    }
  };
  const clients = Array.from({ length: 6 }, (_, i) => client(i));
  await sleep(1500);
  phase = 'stopping';
  await pgs.stop();
  // the response cache learns of the outage at its next poll of the read models' version (every 250 ms):
  // until then a cached answer may still go out; from then on every request must be a 503
  await sleep(500);
  phase = 'down';
  await sleep(3500);
  phase = 'starting';
  await pgs.start();
  phase = 'after';
  await waitFor(
    'every route to answer 200 again',
    async () => {
      for (const u of URLS) if ((await timedFetch(api.base + u)).status !== 200) return false;
      return true;
    },
    30_000,
    250,
  );
  await sleep(1000);
  running = false;
  await Promise.all(clients);

  const of = (p: string) => results.filter((r) => r.phase === p);
  t.ok(
    of('before').length > 0 && of('before').every((r) => r.status === 200),
    `before the outage: ${of('before').length} requests, all 200`,
  );
  const down = of('down');
  t.ok(down.length >= 20, `${down.length} requests while PostgreSQL was down`);
  t.same([...new Set(down.map((r) => r.status))], [503], 'every request during the outage got 503');
  t.ok(
    down.every((r) => /^application\/problem\+json/.test(r.type) && JSON.parse(r.body).status === 503),
    'each as problem+json',
  );
  // a hung request ends as status 0 (timedFetch gives up after 10 s), refused below; speed goes to bench/
  t.comment(`slowest request: ${Math.max(...results.map((r) => r.ms))} ms`);
  t.notOk(
    results.some((r) => r.status === 0 || r.status === 500),
    'no connection failure and no 500 at any time',
  );
  // /health answers 503 when its own checks take longer than their budget (2 s): on a loaded machine
  // that can happen once right after the outage, so it gets the same 30 s as the routes to turn green
  let health = 0;
  for (let i = 0; i < 60 && health !== 200; i++) {
    health = (await timedFetch(`${api.base}/api/v1/health`)).status;
    if (health !== 200) await sleep(500);
  }
  t.equal(health, 200, 'health is green again');
  t.ok(api.proc.alive(), 'the same API process (no restart)');
  const last = of('after').slice(-12);
  t.ok(last.length > 0 && last.every((r) => r.status === 200), 'the load is served again after the restart');
});
