import t from 'tap';
import { authStack, bearer, issueKey, PASSWORD, register, uniqueEmail } from './helpers.ts';

t.test('concurrent issuance, revocation and registration', async (t) => {
  const { app } = await authStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000' });
  const { token } = await register(app, uniqueEmail('many'));

  const issued = await Promise.all(Array.from({ length: 20 }, (_, i) => issueKey(app, token, `k${i}`)));
  t.same(
    issued.map((k) => k.res.statusCode),
    Array(20).fill(201),
    '20 keys issued at once, none lost to a conflict',
  );
  t.equal(new Set(issued.map((k) => k.key)).size, 20, 'all different');
  const list = (await app.inject({ url: '/api/v1/auth/keys?limit=500', headers: bearer(token) })).json();
  t.equal(list.total, 20, 'all listed');

  const revoke = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/v1/auth/keys/${id}`, headers: bearer(token) });
  const half = issued.slice(0, 10);
  const results = await Promise.all([...half.map((k) => revoke(k.id)), ...half.map((k) => revoke(k.id))]);
  t.same(
    results.map((r) => r.statusCode),
    Array(20).fill(204),
    'concurrent (and duplicate) revocations all succeed',
  );
  const uses = await Promise.all(issued.map((k) => app.inject({ url: '/api/v1/systems', headers: bearer(k.key) })));
  t.same(
    uses.map((r) => r.statusCode),
    [...Array(10).fill(401), ...Array(10).fill(200)],
    'exactly the revoked keys are refused',
  );

  const email = uniqueEmail('race');
  const regs = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: i % 2 ? email.toUpperCase() : email, password: PASSWORD },
      }),
    ),
  );
  t.same(
    regs.map((r) => r.statusCode).sort(),
    [201, 409, 409, 409, 409, 409, 409, 409],
    'one account per e-mail under a race',
  );
});
