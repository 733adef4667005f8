import t from 'tap';
import { openTab, skipReason, startWeb } from './browser.ts';
import { startInbox } from './smtp.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

const EMAIL = `watcher-${process.pid}@example.org`;
const PASSWORD = 'correct horse battery staple';

t.test(
  'the watch button: sign in from a code page, watch the code and its system, stop watching',
  { skip },
  async (t) => {
    const web = await startWeb(t);
    const { page, errors, shot } = await openTab(web, { width: 375, height: 800 });
    const api: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) api.push(`${r.method()} ${u.pathname}${u.search}`);
    });

    // signed out: a link to sign in that comes back here, and no request about watches
    await page.goto(`${web.base}/explore/naics_2022/484`, { waitUntil: 'networkidle' });
    const login = page.getByRole('link', { name: 'Sign in to watch this code' });
    await login.waitFor();
    t.equal(
      await login.getAttribute('href'),
      '/login?next=%2Fexplore%2Fnaics_2022%2F484',
      'it leads to /login and back',
    );
    t.equal(await page.getByRole('button', { name: /^Watch/ }).count(), 0, 'signed out: no watch button');
    t.same(
      api.filter((r) => r.includes('/watches')),
      [],
      'an anonymous page asks nothing about watches',
    );
    await shot('watch-signed-out-375');
    await login.click();
    await page.locator('h1', { hasText: 'Sign in' }).waitFor();
    await page.locator('#pw-email').fill(EMAIL);
    await page.locator('#password').fill(PASSWORD);
    await page.getByLabel('Create a new account').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/explore\/naics_2022\/484$/);
    t.pass('signed in, back on the code page');

    // the REST API with the same account's token
    const signIn = await fetch(`${web.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: web.base },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    t.equal(signIn.status, 200, 'the account signs in through the API too');
    const auth = { authorization: `Bearer ${(await signIn.json()).token}` };
    const watches = async (q = '') =>
      (await (await fetch(`${web.base}/api/v1/watches${q}`, { headers: auth })).json()) as {
        total: number;
        items: { target: string; system: string; code: string | null }[];
      };

    const button = page.locator('button.watch-toggle');
    await page.getByRole('button', { name: 'Watch', exact: true }).waitFor();
    t.equal(await button.getAttribute('aria-pressed'), 'false', 'not watched yet: not pressed');
    await button.click();
    await page.getByRole('button', { name: 'Watching' }).waitFor();
    t.equal(await button.getAttribute('aria-pressed'), 'true', 'watching: pressed');
    t.match(
      await watches(),
      { total: 1, items: [{ target: 'code', system: 'naics_2022', code: '484' }] },
      'in the list',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.ok(overflow <= 0, `no horizontal scrolling at 375 px (overflow ${overflow}px)`);
    const box = await button.boundingBox();
    t.ok(box && box.height >= 44, `a touch target (${box?.height}px high)`);
    await shot('watch-watching-375');

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Watching' }).waitFor();
    t.pass('a new visit shows the code as watched (asked of the API, signed in)');

    // the whole system, from its page (its codes' watches do not make it watched)
    await page.goto(`${web.base}/systems/naics_2022`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.getByRole('button', { name: 'Watching' }).waitFor();
    t.match(await watches('?target=system'), { total: 1, items: [{ target: 'system', system: 'naics_2022' }] });

    // stop watching the code: it leaves the list, the system's watch stays
    await page.goto(`${web.base}/explore/naics_2022/484`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Watching' }).click();
    await page.getByRole('button', { name: 'Watch', exact: true }).waitFor();
    t.equal(await button.getAttribute('aria-pressed'), 'false', 'unwatched: not pressed');
    t.match(await watches(), { total: 1, items: [{ target: 'system' }] }, 'the code left the list, the system stays');
    await page.keyboard.press('Tab'); // the button is a real button: the keyboard reaches and presses it
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Watching' }).waitFor();
    t.match(await watches('?target=code'), { total: 1 }, 'Enter watches it again');
    t.same(errors, [], 'no console errors');
  },
);

t.test('signing in by the e-mailed link from a code page comes back to it, ready to watch', { skip }, async (t) => {
  const inbox = await startInbox(t);
  const web = await startWeb(t, { SMTP_URL: inbox.url });
  const { page, errors } = await openTab(web);
  await page.goto(`${web.base}/systems/naics_2022`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Sign in to watch this system' }).click();
  await page.getByLabel('E-mail address').first().fill('linda@example.org');
  await page.getByRole('button', { name: 'Send link' }).click();
  await page
    .getByRole('status')
    .getByText(/a link is on its way/)
    .waitFor();
  const link = (await inbox.next('linda@example.org')).match(
    /https?:\/\/\S+\/api\/v1\/auth\/magic-link\/verify\?token=[\w.-]+/,
  )?.[0];
  t.ok(link, 'the e-mail holds a sign-in link');
  await page.goto(link!, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/systems\/naics_2022$/);
  t.pass('the link signs in and comes back to the system page');
  await page.getByRole('button', { name: 'Watch', exact: true }).waitFor();
  t.equal(await page.locator('button.watch-toggle').getAttribute('aria-pressed'), 'false', 'ready to watch');
  // the way back is taken once: the key page is the key page again
  await page.goto(`${web.base}/developers/keys`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Your keys' }).waitFor();
  t.match(page.url(), /\/developers\/keys$/);
  t.same(errors, [], 'no console errors');
});
