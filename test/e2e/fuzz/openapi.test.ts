import v8 from 'node:v8';
import vm from 'node:vm';
import t from 'tap';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { miniBundle } from '../faults/helpers/miniBundle.ts';
import { carriesBadText, nastyRequest, operationsOf, type Operation, type FuzzRequest } from './requests.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const WARMUP_RUNS = 250;
const RUNS = 1250;

// Bad input: every route of the OpenAPI document driven with generated path parameters, query
// strings, headers and bodies (huge, empty, unicode, control characters, SQL and path traversal,
// wrong types, 1 MB bodies). No 5xx, every error a problem+json, no control character or lone
// surrogate accepted (4xx), the heap stable.
t.test('every route of the OpenAPI document survives generated bad input', async (t) => {
  const stack = await createTestStack(t, {
    ingestSample: false,
    env: {
      ANON_RATE_LIMIT_PER_MINUTE: '10000000',
      FREE_RATE_LIMIT_PER_MINUTE: '10000000',
      JWT_SECRET: 'fuzz-jwt-secret-0123456789abcdef0123456789',
    },
  });
  await ingestBundle(stack.store, miniBundle(['isic_rev4', 'nace_rev2', 'naics_2022']), { quiet: true });
  await stack.project();
  const { app } = stack;
  const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
  const ops = operationsOf(spec);
  t.ok(ops.length >= 30, `${ops.length} operations in the OpenAPI document`);
  // a generated DELETE /auth/account with the token erases the account: sign up again, so the routes
  // behind authentication stay covered for the rest of the run
  let accounts = 0;
  const signUp = async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: `fuzz-${process.pid}-${accounts++}@example.com`, password: 'correct horse battery staple 9' },
      remoteAddress: `10.77.0.${accounts}`,
    });
    return reg.json().token as string;
  };
  let token = await signUp();

  const seen = new Map<string, Set<number>>();
  const run = (numRuns: number, seed: number) =>
    fc.assert(
      fc.asyncProperty(
        nastyRequest(ops, () => token),
        async (req) => {
          const res = await send(app, req);
          if (req.op.key === 'DELETE /api/v1/auth/account' && res.statusCode === 204) token = await signUp();
          const s = seen.get(req.op.key) ?? new Set<number>();
          seen.set(req.op.key, s.add(res.statusCode));
          const what = `${req.method} ${req.url.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`5xx: ${what}`);
          if (carriesBadText(req) && res.statusCode < 400) throw new Error(`control character accepted: ${what}`);
          if (res.statusCode >= 400) {
            if (!/^application\/problem\+json/.test(String(res.headers['content-type'])))
              throw new Error(`error without problem+json: ${what}`);
            if (req.method === 'HEAD') return; // no body to read
            let p: any;
            try {
              p = JSON.parse(res.body);
            } catch {
              throw new Error(`problem body is not JSON: ${what}`);
            }
            if (
              p.status !== res.statusCode ||
              typeof p.title !== 'string' ||
              typeof p.type !== 'string' ||
              typeof p.detail !== 'string'
            )
              throw new Error(`malformed problem: ${what}`);
          }
        },
      ),
      { numRuns, seed, endOnFailure: true },
    );

  await run(WARMUP_RUNS, 1);
  const before = heapAfterGc();
  const t0 = Date.now();
  await run(RUNS, 2);
  const after = heapAfterGc();
  t.pass(
    `${WARMUP_RUNS + RUNS} generated requests: no 5xx, every error a problem+json (${((Date.now() - t0) / RUNS).toFixed(1)} ms each)`,
  );
  const growthMb = (after - before) / 2 ** 20;
  t.ok(
    growthMb < 48,
    `heap stable over ${RUNS} requests (${(before / 2 ** 20).toFixed(0)} MB -> ${(after / 2 ** 20).toFixed(0)} MB)`,
  );
  const untouched = ops.filter((o) => !seen.has(o.key)).map((o) => o.key);
  t.same(untouched, [], 'every operation was exercised');
  t.comment(`${accounts} accounts signed up (each generated erasure of the account is followed by a new one)`);
  const statuses = new Set([...seen.values()].flatMap((s) => [...s]));
  t.ok(statuses.has(400) && statuses.has(413), `the caps answer: statuses seen ${[...statuses].sort().join(', ')}`);
});

t.test('the caps: body, query string and limit', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false, env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const big = await app.inject({
    method: 'POST',
    url: '/api/v1/classify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
  });
  t.equal(big.statusCode, 413, 'a body over 1 MiB: 413');
  t.match(big.headers['content-type'], /application\/problem\+json/);
  const longQuery = await app.inject({ url: `/api/v1/systems?q=${'a'.repeat(9000)}` });
  t.equal(longQuery.statusCode, 400, 'a query string over 8 KiB: 400');
  t.match(longQuery.json(), { status: 400, detail: /query string is longer than 8192/ });
  const overLimit = await app.inject({ url: '/api/v1/systems?limit=501' });
  t.equal(overLimit.statusCode, 400, 'limit over its maximum: 400');
  t.match(overLimit.headers['content-type'], /application\/problem\+json/);
});

async function send(app: FastifyInstance, req: FuzzRequest) {
  return app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    payload: req.body,
    remoteAddress: req.remoteAddress,
  });
}

export type { Operation };
