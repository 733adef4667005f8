import t from 'tap';
import { openTab, skipReason, startWeb } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

t.test('browsing with the default anonymous limit meets no 429: one request per page view', { skip }, async (t) => {
  // the default limits: 30 requests a minute for an anonymous visitor
  const web = await startWeb(t, { ANON_RATE_LIMIT_PER_MINUTE: '30' });
  const { page, errors, shot } = await openTab(web);
  const api: string[] = [];
  const limited: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/api/')) return;
    api.push(u.pathname + u.search);
    if (r.status() === 429) limited.push(u.pathname);
  });
  const calls = async (fn: () => Promise<unknown>) => {
    const before = api.length;
    await fn();
    await page.waitForTimeout(600); // let a request the action starts begin, then wait for the network to settle
    await page.waitForLoadState('networkidle');
    return api.slice(before);
  };
  /** The requests of a page load: `networkidle` already waited until nothing was sent for 500 ms. */
  const load = async (path: string) => {
    const before = api.length;
    await page.goto(`${web.base}${path}`, { waitUntil: 'networkidle' });
    return api.slice(before);
  };

  t.same(await load('/explore'), [], 'the home page asks nothing');
  const box = page.locator('input[type=search]');
  for (const q of ['truck driver', 'bakery', 'software publishers']) {
    const sent = await calls(async () => {
      await box.fill('');
      await box.pressSequentially(q, { delay: 120 }); // a person typing
      await page.getByRole('listbox').getByRole('option').first().waitFor();
    });
    t.equal(sent.filter((p) => p.startsWith('/api/v1/search')).length, 1, `typing "${q}": one search request`);
  }
  await shot('frugal-search');

  const code = await load('/explore/naics_2022/484');
  t.equal(code.length, 1, 'a code page costs one request');
  t.match(code[0], /include=ancestors,children,siblings,equivalences,translations,history/);
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    const links = page.locator('main a[href^="/explore/"]');
    const n = await links.count();
    const link = links.nth((i * 7) % n);
    seen.push((await link.getAttribute('href')) ?? '');
    const sent = await calls(() => link.click());
    t.ok(sent.length <= 1, `code page ${i + 1}: ${sent.length} request(s)`);
    await page.locator('main h1 code').waitFor();
  }
  const back = await calls(async () => {
    await page.goBack();
    await page.locator('main h1 code').waitFor();
  });
  t.same(back, [], 'going back to a page seen a moment ago costs nothing (client cache)');

  // the edition successions come on the system's own body (#37): a full load of a system page, even NACE Rev. 2's
  // (an edition diff section), asks the system and nothing else
  t.equal((await load('/systems/naics_2022')).length, 1, 'a system: one');
  const nace = await load('/systems/nace_rev2');
  t.same(
    nace.filter((p) => !p.startsWith('/api/v1/systems/nace_rev2?')),
    [],
    `NACE Rev. 2: only its own request (${nace})`,
  );
  t.equal(nace.length, 1, 'NACE Rev. 2: one');
  const catalog = await load('/systems');
  t.ok(catalog.length <= 2, `the catalog: ${catalog.length}`);
  await page.goto(`${web.base}/classify`, { waitUntil: 'networkidle' });
  await page.locator('textarea').first().fill('we run a bakery and a coffee shop');
  // the answer may take longer than calls' settling pause on a loaded machine, and networkidle does not
  // wait for a fetch of a loaded page: wait for the answer itself (a page that sends none times out)
  const classify = await calls(() =>
    Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/v1/classify')),
      page
        .getByRole('button', { name: /classify/i })
        .first()
        .click(),
    ]),
  );
  t.equal(classify.length, 1, 'classify: one');
  t.equal((await load('/crosswalks')).length, 1, 'crosswalks: one');
  t.equal((await load('/countries')).length, 1, 'countries: one');

  t.same(limited, [], `no 429 in ${api.length} API requests`);
  t.ok(api.length <= 25, `${api.length} requests for the whole visit (the limit is 30 a minute)`);
  t.same(errors, [], 'no console errors');
});

t.test(
  'when the limit is reached, the page says when it asks again, does so, and that signing in helps',
  { skip },
  async (t) => {
    // a window long enough for three page loads on a loaded machine (at 6 s the third once came after it rolled)
    const web = await startWeb(t, { ANON_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_WINDOW_MS: '12000' });
    const { page, shot } = await openTab(web);
    let limited = 0;
    page.on('response', (r) => {
      if (r.status() === 429) limited++;
    });
    for (const code of ['484', '4841', '4842'])
      await page.goto(`${web.base}/explore/naics_2022/${code}`, { waitUntil: 'networkidle' });
    t.ok(limited >= 1, 'the third page in the window got 429');
    const notice = page.locator('main .notice').first();
    await notice.waitFor();
    t.match(
      await notice.innerText(),
      /Too many requests for now: trying again by itself in \d+ s\. Signing in raises the limit\./,
    );
    t.equal(await notice.getByRole('link', { name: 'Signing in' }).getAttribute('href'), '/login');
    await shot('frugal-429');
    await page.locator('main h1', { hasText: 'Specialized Freight Trucking' }).waitFor({ timeout: 30_000 });
    await page.locator('#h-children').waitFor();
    t.equal(await page.locator('main .notice').count(), 0, 'retried by itself: the page is complete');
  },
);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  t.test(
    `${viewport.width} px: expanding the tree quickly meets a 429 that counts down from Retry-After and retries by itself`,
    { skip },
    async (t) => {
      const web = await startWeb(t, { ANON_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_WINDOW_MS: '8000' });
      const { page, errors, shot } = await openTab(web, viewport);
      const waits: number[] = [];
      page.on('response', (r) => {
        if (r.status() === 429) waits.push(Number(r.headers()['retry-after']));
      });
      await page.goto(`${web.base}/systems/naics_2022`, { waitUntil: 'networkidle' });
      const tree = page.getByRole('tree', { name: 'Top-level codes' });
      const codes = ['11', '21', '22', '23'];
      for (const code of codes)
        await tree.locator(`[data-code="${code}"]`).locator('xpath=preceding-sibling::span[1]').click();
      const notice = tree.locator('.notice').first();
      await notice.waitFor();
      t.ok(waits.length >= 1, `the quick clicks met ${waits.length} 429(s)`);
      const text = await notice.innerText();
      const left = Number(/trying again by itself in (\d+) s/.exec(text)?.[1]);
      t.ok(
        left >= 1 && left <= Math.max(...waits),
        `the countdown (${left} s) comes from Retry-After (${waits.join(', ')} s)`,
      );
      t.match(text, /Signing in raises the limit/);
      await shot(`frugal-tree-429-${viewport.width}`);
      for (const code of codes)
        await tree
          .locator(`[data-code="${code}"][aria-expanded="true"] ~ ul[role=group] [role=treeitem]`)
          .first()
          .waitFor({ timeout: 60_000 });
      t.pass('every branch opened by itself once the wait was over');
      t.equal(await tree.locator('.notice').count(), 0, 'no notice left');
      t.same(
        errors.filter((e) => !/429|Too Many/i.test(e)),
        [],
        'no console errors but the 429s Chromium reports',
      );
    },
  );
}
