import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, authStack, register, uniqueEmail } from './helpers.ts';

const GUESSER = '203.0.113.50';
const login = (app: FastifyInstance, email: string, password: string, remoteAddress = GUESSER) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000 + 100));

// issue 13, item 9 (fails on the old code: a fixed window of ten attempts, no growing lock)
t.test(
  'wrong passwords lock (e-mail, address) with a growing backoff; the owner elsewhere is never locked',
  async (t) => {
    const { app } = await authStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000' });
    const email = uniqueEmail('backoff');
    await register(app, email);

    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push((await login(app, email, `guess-${i}-xxxx`)).statusCode);
    t.same(first, [401, 401, 401, 401, 401], 'five wrong passwords are answered');
    const locks: string[] = [];
    for (let round = 0; round < 3; round++) {
      const locked = await login(app, email, PASSWORD);
      t.equal(locked.statusCode, 429, `round ${round}: locked, even for the right password from this address`);
      t.match(locked.json(), { status: 429, detail: /too many wrong passwords for this e-mail from this address/ });
      locks.push(String(locked.headers['retry-after']));
      const owner = await login(app, email, PASSWORD, `10.9.8.${round + 1}`);
      t.equal(owner.statusCode, 200, `round ${round}: the owner's good password from a fresh address signs in`);
      await sleep(Number(locked.headers['retry-after']));
      // one more wrong guess starts the next, doubled lock; after the last lock the owner signs in instead
      // (a guess there would only start an 8 s lock to wait out again)
      if (round < 2)
        t.equal((await login(app, email, `again-${round}-xxxx`)).statusCode, 401, 'after the lock: one more guess');
    }
    t.same(locks, ['1', '2', '4'], 'each wrong password after the fifth doubles the lock');

    t.equal((await login(app, email, PASSWORD)).statusCode, 200, 'after the lock the good password signs in');
    t.equal((await login(app, email, 'wrong-once-xxxx')).statusCode, 401);
    t.equal((await login(app, email, PASSWORD)).statusCode, 200, 'and forgets the failures: one wrong is no lock');
  },
);

t.test('an unknown e-mail locks the same way (no account enumeration)', async (t) => {
  const { app } = await authStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000' });
  const email = uniqueEmail('nobody');
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await login(app, email, `guess-${i}-xxxx`)).statusCode);
  t.same(codes, [401, 401, 401, 401, 401, 429]);
});
