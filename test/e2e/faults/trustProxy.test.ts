import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../query-api/app.ts';
import { loadConfig } from '../../../platform/config.ts';
import { faultStack, type FaultStack } from './helpers/stack.ts';

const LIMIT = 10;

// Fault 7: rate limits cannot be dodged. X-Forwarded-For counts only when TRUST_PROXY names the
// proxy the request came from; with no proxy configured, two instances share one budget per client.
async function instances(t: Test, s: FaultStack, tag: string, trustProxy?: string): Promise<FastifyInstance[]> {
  const config = loadConfig({
    ...process.env,
    ...s.env,
    REDIS_PREFIX: `${s.prefix}${tag}:`,
    ANON_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: trustProxy ?? '',
  });
  const apps = [
    await buildApp({ config, pool: s.db.pool, store: s.store, redis: s.redis }),
    await buildApp({ config, pool: s.db.pool, store: s.store, redis: s.redis }),
  ];
  t.teardown(async () => {
    for (const a of apps) await a.close();
  });
  return apps;
}

const get = (app: FastifyInstance, remoteAddress: string, xff?: string) =>
  app
    .inject({ url: '/api/v1/systems', remoteAddress, headers: xff ? { 'x-forwarded-for': xff } : {} })
    .then((r) => r.statusCode);

t.test('X-Forwarded-For and TRUST_PROXY', async (t) => {
  const s = await faultStack(t);

  t.test('no TRUST_PROXY: two instances, one budget per client, X-Forwarded-For ignored', async (t) => {
    const [a, b] = await instances(t, s, 'none');
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push(await get(i % 2 ? b : a, '127.0.0.1', `203.0.113.${i + 1}`));
    t.same(
      codes,
      [...Array(LIMIT).fill(200), 429, 429],
      `${LIMIT} requests over both instances, then 429 whatever X-Forwarded-For says`,
    );
    t.equal(await get(a, '198.51.100.20'), 200, 'another client address has its own budget');
  });

  t.test('TRUST_PROXY names another proxy: X-Forwarded-For from elsewhere is ignored', async (t) => {
    const [a, b] = await instances(t, s, 'other', '10.9.9.9');
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) codes.push(await get(i % 2 ? b : a, '127.0.0.1', `203.0.113.${i + 1}`));
    t.equal(codes[LIMIT], 429, "spoofed addresses from an untrusted peer share the peer's budget");
  });

  t.test(
    'TRUST_PROXY names the proxy: each forwarded client has its own budget, shared by both instances',
    async (t) => {
      const [a, b] = await instances(t, s, 'proxy', '127.0.0.1');
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) codes.push(await get(i % 2 ? b : a, '127.0.0.1', '203.0.113.10'));
      t.same(codes, [...Array(LIMIT).fill(200), 429], 'one forwarded client: its limit holds across both instances');
      t.equal(await get(a, '127.0.0.1', '203.0.113.11'), 200, 'another forwarded client has its own budget');
      // A client adding its own X-Forwarded-For entries: the proxy appends the real address, and only
      // the rightmost untrusted entry counts.
      const spoof: number[] = [];
      for (let i = 0; i < 3; i++) spoof.push(await get(b, '127.0.0.1', `198.18.0.${i}, 203.0.113.10`));
      t.same(spoof, [429, 429, 429], 'prepending fake addresses does not reset the budget');
      // A direct request from an address that is not the proxy: its X-Forwarded-For is not believed.
      const direct: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) direct.push(await get(a, '198.51.100.30', `203.0.113.${100 + i}`));
      t.equal(direct[LIMIT], 429, 'a peer that is not the named proxy is limited by its own address');
    },
  );
});
