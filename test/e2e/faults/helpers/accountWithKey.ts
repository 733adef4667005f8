import type { Test } from 'tap';
import { timedFetch, waitFor, type Timed } from './processes.ts';

type Get = (path: string, headers?: Record<string, string>) => Promise<Timed>;

/** Registers `email` on the API at `base`, issues the account a key and waits (through `get`) until the key is let in. */
export async function accountWithKey(t: Test, base: string, get: Get, email: string) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    timedFetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/v1/auth/register', { email, password: 'correct horse battery staple 9' });
  t.equal(reg.status, 201, 'registered');
  const token = JSON.parse(reg.body).token as string;
  // a server just started answers a token 503 (Retry-After) until its key cache's first generation is live, as a
  // client is told: retried as a client would (a loaded CI run once reached the issuance first, SECURITY.md)
  const issued = await waitFor(
    'a key to be issued',
    async () => {
      const r = await post('/api/v1/auth/keys', { name: 'k' }, { authorization: `Bearer ${token}` });
      return r.status !== 503 && r;
    },
    20_000,
    250,
  );
  t.equal(issued.status, 201, 'key issued');
  const { key, id: keyId } = JSON.parse(issued.body) as { key: string; id: string };
  const withKey = { authorization: `Bearer ${key}` };
  await waitFor('the key to work', async () => (await get('/api/v1/systems', withKey)).status === 200, 10_000);
  return { token, keyId, withKey };
}
