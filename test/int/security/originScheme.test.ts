import t from 'tap';
import { authStack } from '../auth/helpers.ts';

// Issue 33, row 9: the same-origin check compared the Origin with the requested Host under the Origin's
// own scheme, so `Origin: http://host` passed for a site served over https (a page on plain http, which
// anyone on the network can rewrite, could then post with the session cookie). Fails on that code.
t.test("the same-origin check compares the request's scheme too", async (t) => {
  const { app } = await authStack(t, { TRUST_PROXY: '127.0.0.1' });
  const logout = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { host: 'api.example', ...headers } });
  // behind a TLS-terminating proxy named in TRUST_PROXY: the request arrived over https
  const https = { 'x-forwarded-proto': 'https' };
  t.equal((await logout({ ...https, origin: 'https://api.example' })).statusCode, 204, 'https page, https site');
  t.equal((await logout({ ...https, origin: 'http://api.example' })).statusCode, 403, 'http page, https site: 403');
  t.equal((await logout({ origin: 'https://api.example' })).statusCode, 403, 'https page, http site: 403');
  t.equal((await logout({ origin: 'http://api.example' })).statusCode, 204, 'http page, http site');
});
