import t from 'tap';
import { loginPath, returnPath } from '../../../web/src/signedIn.ts';

t.test('after signing in, the visitor goes back to a page of this site only', async (t) => {
  t.equal(
    returnPath(new URL(loginPath('/explore/naics_2022/484?x=1'), 'http://localhost').searchParams.get('next')),
    '/explore/naics_2022/484?x=1',
  );
  t.equal(returnPath('/systems/naics_2022'), '/systems/naics_2022');
  for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', ''])
    t.equal(returnPath(away), '/developers/keys', `not ${JSON.stringify(away)}`);
  t.equal(returnPath(null), '/developers/keys', 'no next: the key page');
});
