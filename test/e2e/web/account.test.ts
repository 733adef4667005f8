import t from 'tap';
import { openTab, skipReason, startWeb } from './browser.ts';
import { startInbox } from './smtp.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

t.test('sign in by the e-mailed link, generate a key (shown once), revoke it after confirming', { skip }, async (t) => {
  const inbox = await startInbox(t);
  const web = await startWeb(t, { SMTP_URL: inbox.url });
  const { page, errors, shot } = await openTab(web);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.base });

  await page.goto(`${web.base}/developers/keys`, { waitUntil: 'networkidle' });
  await page.getByText('You are not signed in').waitFor();
  t.pass('the key page asks an anonymous visitor to sign in');
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await page.locator('h1', { hasText: 'Sign in' }).waitFor();
  t.equal(await page.title(), 'Sign in · Classification explorer');
  await page.getByLabel('E-mail address').first().fill('ada@example.org');
  await page.getByRole('button', { name: 'Send link' }).click();
  await page
    .getByRole('status')
    .getByText(/a link is on its way/)
    .waitFor();
  await shot('login-link-sent');

  const mail = await inbox.next('ada@example.org');
  const link = mail.match(/https?:\/\/\S+\/api\/v1\/auth\/magic-link\/verify\?token=[\w.-]+/)?.[0];
  t.ok(link, 'the e-mail holds a sign-in link');
  await page.goto(link!, { waitUntil: 'networkidle' });
  t.match(page.url(), /magic-link\/verify/, 'the link opens a page that signs nobody in by itself (mail scanners)');
  await shot('login-link-page');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/developers\/keys$/);
  t.match(page.url(), /\/developers\/keys$/, 'its button signs in and lands on the key page');
  await page.getByRole('heading', { name: 'Your keys' }).waitFor();
  t.ok(await page.getByText('No keys yet.').isVisible(), 'signed in: an empty key list');

  await page.getByLabel('Name for a new key').fill('nightly import');
  await page.getByRole('button', { name: 'Generate key' }).click();
  const box = page.locator('#new-key');
  await box.waitFor();
  const key = await box.inputValue();
  t.match(key, /^[a-z]+_[0-9a-f]{32}$/, 'the new key is shown');
  t.match(await page.locator('.newkey').innerText(), /shown only once/, 'with the warning that it is shown once');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  t.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    key,
    'the copy button puts the key on the clipboard',
  );
  await shot('keys-generated');

  const row = page.locator('tr', { hasText: 'nightly import' });
  t.match(await row.innerText(), /active/, 'the key is listed as active');
  t.notMatch(await row.innerText(), new RegExp(key), 'the list never shows the whole key');
  const res = await fetch(`${web.base}/api/v1/systems?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  t.equal(res.status, 200, 'the key works against the API');

  await page.getByRole('button', { name: 'I have saved it; hide the key' }).click();
  t.equal(await box.count(), 0, 'the key is gone once hidden');
  await row.getByRole('button', { name: /Revoke/ }).click();
  const confirm = row.getByRole('button', { name: 'Yes, revoke' });
  await confirm.waitFor();
  t.ok(await confirm.evaluate((el) => el === document.activeElement), 'revoking asks for confirmation, focused');
  await shot('keys-confirm-revoke');
  await confirm.click();
  await row.getByText('revoked').waitFor();
  t.pass('the key is listed as revoked');
  const after = await fetch(`${web.base}/api/v1/systems?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  t.equal(after.status, 401, 'the revoked key is refused');
  await shot('keys-revoked');
  t.same(errors, [], 'no console errors');
});

t.test('the password form signs in too', { skip }, async (t) => {
  const web = await startWeb(t);
  const { page, errors, shot } = await openTab(web, { width: 375, height: 800 });
  await page.goto(`${web.base}/login`, { waitUntil: 'networkidle' });
  await page.locator('#pw-email').fill('grace@example.org');
  await page.locator('#password').fill('correct horse battery staple');
  await page.getByLabel('Create a new account').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your keys' }).waitFor();
  t.match(page.url(), /\/developers\/keys$/, 'registered and on the key page');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  t.ok(overflow <= 0, `no horizontal scrolling at 375 px (overflow ${overflow}px)`);
  await shot('keys-375');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You are not signed in').waitFor();
  t.pass('signing out shows the sign-in prompt');
  t.same(errors, [], 'no console errors');
});
