import t from 'tap';
import { buildApp } from '../../../query-api/app.ts';
import { unreachableRedis } from '../../helpers/unreachableRedis.ts';
import { authStack, bearer, issueKey, register, uniqueEmail } from './helpers.ts';

t.test('Redis down: anonymous reads go on under a per-instance limit; keys and sessions fail closed', async (t) => {
  const stack = await authStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '5' });
  const { token } = await register(stack.app, uniqueEmail('down'));
  const { key } = await issueKey(stack.app, token);
  const dead = await unreachableRedis();
  const app = await buildApp({ config: stack.config, pool: stack.db.pool, store: stack.store, redis: dead });
  t.teardown(() => app.close());

  const keyed = await app.inject({ url: '/api/v1/systems', headers: bearer(key) });
  t.equal(keyed.statusCode, 503, 'an API key cannot be checked: 503, not anonymous');
  t.ok(keyed.headers['retry-after']);
  const session = await app.inject({
    url: '/api/v1/systems',
    headers: { cookie: `taxonomy_session=${'a'.repeat(64)}` },
  });
  t.equal(session.statusCode, 503, 'a session cannot be checked: 503');
  const jwt = await app.inject({ url: '/api/v1/auth/keys', headers: bearer(token) });
  t.equal(jwt.statusCode, 503, 'a signed token too: whether its account was erased or proven since is unknown');
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await app.inject({ url: '/api/v1/systems' })).statusCode);
  t.same(
    codes,
    [200, 200, 200, 200, 200, 429],
    'anonymous reads continue under the in-process fallback limiter (the 503s above, answered before it, count nothing)',
  );
});
