import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../query-api/app.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { loadConfig } from '../../../platform/config.ts';
import { faultStack } from './helpers/stack.ts';

const CLIENTS = 20;
const DURATION_MS = 10_000;

// Fault 6: 20 clients issue and revoke API keys concurrently for 10 s over two API instances:
// afterwards every issued key is listed with the right status (none lost), every revoked key is
// refused and stays so (none resurrected), every active key works.
t.test('concurrent key issuance and revocation: no lost or resurrected key', async (t) => {
  const s = await faultStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '100000', FREE_RATE_LIMIT_PER_MINUTE: '100000' });
  const config = loadConfig({ ...process.env, ...s.env });
  const ac = new AbortController();
  const running = createProjector({
    pool: s.db.pool,
    store: s.store,
    projections: allProjections({ pool: s.db.pool, redis: s.redis, config }),
  }).run(ac.signal);
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) apps.push(await buildApp({ config, pool: s.db.pool, store: s.store, redis: s.redis }));
  t.teardown(async () => {
    for (const a of apps) await a.close();
    ac.abort();
    await running;
  });

  const unexpected: string[] = [];
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const app = apps[i % 2];
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: `churn-${i}-${process.pid}@example.com`, password: 'correct horse battery staple 9' },
      });
      if (res.statusCode !== 201) throw new Error(`register -> ${res.statusCode} ${res.body}`);
      return {
        i,
        token: res.json().token as string,
        keys: new Map<string, { key: string; status: 'active' | 'revoked' }>(),
      };
    }),
  );

  const deadline = Date.now() + DURATION_MS;
  let ops = 0;
  await Promise.all(
    clients.map(async (c) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const app = apps[(c.i + n) % 2]; // alternate instances
        const headers = { authorization: `Bearer ${c.token}` };
        const active = [...c.keys].filter(([, k]) => k.status === 'active');
        if (active.length === 0 || Math.random() < 0.55) {
          const r = await app.inject({ method: 'POST', url: '/api/v1/auth/keys', headers, payload: { name: `k${n}` } });
          if (r.statusCode !== 201) {
            unexpected.push(`issue -> ${r.statusCode} ${r.body}`);
            continue;
          }
          c.keys.set(r.json().id, { key: r.json().key, status: 'active' });
        } else {
          const [id, k] = active[Math.floor(Math.random() * active.length)];
          const r = await app.inject({ method: 'DELETE', url: `/api/v1/auth/keys/${id}`, headers });
          if (r.statusCode !== 204) {
            unexpected.push(`revoke -> ${r.statusCode} ${r.body}`);
            continue;
          }
          k.status = 'revoked';
          // read-your-writes on the other instance: the revoked key is refused at once
          const check = await apps[(c.i + n + 1) % 2].inject({
            url: '/api/v1/systems',
            headers: { authorization: `Bearer ${k.key}` },
          });
          if (check.statusCode !== 401) unexpected.push(`revoked key right after revocation -> ${check.statusCode}`);
        }
        ops++;
      }
    }),
  );
  t.same(unexpected, [], 'every issue and revoke succeeded, and revocations applied at once');
  const issued = clients.reduce((n, c) => n + c.keys.size, 0);
  const revoked = clients.reduce((n, c) => n + [...c.keys.values()].filter((k) => k.status === 'revoked').length, 0);
  t.ok(issued >= CLIENTS && revoked > 0, `${ops} operations: ${issued} keys issued, ${revoked} revoked`);

  let lost = 0,
    wrongStatus = 0,
    resurrected = 0,
    refused = 0;
  for (const c of clients) {
    const list = await apps[0].inject({
      url: '/api/v1/auth/keys?limit=500',
      headers: { authorization: `Bearer ${c.token}` },
    });
    const listed = new Map<string, string>(
      list.json().items.map((k: { id: string; status: string }) => [k.id, k.status]),
    );
    if (listed.size !== c.keys.size) lost += Math.abs(listed.size - c.keys.size);
    for (const [id, k] of c.keys) {
      if (!listed.has(id)) lost++;
      else if (listed.get(id) !== k.status) wrongStatus++;
      const use = await apps[1].inject({ url: '/api/v1/systems', headers: { authorization: `Bearer ${k.key}` } });
      if (k.status === 'revoked' && use.statusCode !== 401) resurrected++;
      if (k.status === 'active' && use.statusCode !== 200) refused++;
    }
  }
  t.equal(lost, 0, "no issued key is missing from its account's list");
  t.equal(wrongStatus, 0, 'every listed key has the status its client last set');
  t.equal(resurrected, 0, 'no revoked key works again');
  t.equal(refused, 0, 'every active key works');
  const { rows } = await s.db.pool.query(
    `SELECT type, count(*)::int AS n FROM events WHERE type IN ('ApiKeyIssued', 'ApiKeyRevoked') GROUP BY 1 ORDER BY 1`,
  );
  t.same(
    rows,
    [
      { type: 'ApiKeyIssued', n: issued },
      { type: 'ApiKeyRevoked', n: revoked },
    ],
    'the log holds exactly one event per issue and per revocation',
  );
});
