import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { bearer, register, uniqueEmail } from '../auth/helpers.ts';

t.test("GET /watches?target= finds a system's own watch among many of its codes'", async (t) => {
  const { app, project } = await createTestStack(t, { env: { JWT_SECRET: 'x'.repeat(40) } });
  const { token } = await register(app, uniqueEmail('lister'));
  const auth = bearer(token);
  const watch = async (payload: Record<string, string>) => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/watches', headers: auth, payload });
    t.equal(r.statusCode, 201, r.body);
    await project();
    return r.json().id as string;
  };
  // the codes first: listed oldest first, a page of 2 would not reach the system's own watch
  await watch({ target: 'code', system: 'naics_2022', code: '484' });
  await watch({ target: 'code', system: 'naics_2022', code: '11' });
  const own = await watch({ target: 'system', system: 'naics_2022' });
  const list = async (q: string) => (await app.inject({ url: `/api/v1/watches?${q}`, headers: auth })).json();

  t.match(await list('system=naics_2022&limit=2'), { total: 3 }, 'the system lists its codes too');
  const systemOnly = await list('system=naics_2022&target=system&limit=2');
  t.equal(systemOnly.total, 1);
  t.same(
    systemOnly.items.map((w: { id: string }) => w.id),
    [own],
    'target=system: only the system watch',
  );
  t.match(await list('system=naics_2022&target=code'), { total: 2 }, 'target=code: the two codes');
  const bad = await app.inject({ url: '/api/v1/watches?target=everything', headers: auth });
  t.equal(bad.statusCode, 400, 'an unknown target is a 400');
});
