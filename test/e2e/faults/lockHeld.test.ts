import t from 'tap';
import pg from 'pg';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { miniBundle } from './helpers/miniBundle.ts';
import { faultStack } from './helpers/stack.ts';
import { serve, timedFetch } from './helpers/processes.ts';

// Issue 13, item 6: a lock held on a table the API reads. Before: 19 requests hung as long as the
// lock (and /health with them). Now the API's statement timeout turns each into a 503 problem, the
// API's pool is its own (the projector's connections are not taken), and /health keeps answering.
t.test('a lock held on a read model table: 503 problems, not hangs; health answers', async (t) => {
  const stack = await faultStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000000', API_STATEMENT_TIMEOUT_MS: '500' });
  await ingestBundle(stack.store, miniBundle(['isic_rev4']), { quiet: true });
  await stack.project();
  const api = await serve(stack.env);
  t.teardown(() => api.proc.kill('SIGKILL'));
  t.equal((await timedFetch(`${api.base}/api/v1/systems/isic_rev4`)).status, 200, 'answers before the lock');

  const holder = new pg.Client({ connectionString: stack.db.url });
  await holder.connect();
  t.teardown(() => holder.end().catch(() => {}));
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE systems, nodes IN ACCESS EXCLUSIVE MODE');

  const results = await Promise.all(
    // distinct URLs: none is in the response cache
    Array.from({ length: 19 }, (_, i) => timedFetch(`${api.base}/api/v1/systems/isic_rev4/nodes/Z${i}`, {}, 20_000)),
  );
  const statuses = results.map((r) => r.status);
  t.same(statuses, Array(19).fill(503), '19 requests during the lock: each a 503 (none hangs until the lock ends)');
  const one = await fetch(`${api.base}/api/v1/systems/isic_rev4/nodes/Y`);
  t.match(one.headers.get('content-type'), /problem\+json/);
  t.match(await one.json(), { status: 503, detail: /did not answer in time/ });
  const health = await timedFetch(`${api.base}/api/v1/health`, {}, 20_000);
  t.ok(health.status === 200 || health.status === 503, `health answers during the lock (${health.status})`);

  await holder.query('ROLLBACK');
  t.equal((await timedFetch(`${api.base}/api/v1/systems/isic_rev4`)).status, 200, 'answers again after the lock');
});
