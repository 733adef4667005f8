import t from 'tap';
import { openTab, SHOTS, skipReason, startWeb } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

t.test('explore: search, open a node, walk down and back up, follow a translation', { skip }, async (t) => {
  const web = await startWeb(t);
  const { page, errors, shot } = await openTab(web);
  await page.goto(`${web.base}/explore`, { waitUntil: 'networkidle' });
  t.equal(await page.title(), 'Explore · Classification explorer', 'a sensible title');
  t.match(
    await page.locator('footer').innerText(),
    /Informational only: not a substitute for the official publications/,
    'the data disclaimer in the footer',
  );

  await page.locator('input[type=search]').fill('truck transportation');
  const hit = page.getByRole('option', { name: /484\s+Truck Transportation/ });
  await hit.waitFor();
  t.equal(
    (await page.locator('#results [role=group]').first().getAttribute('aria-label')) !== null,
    true,
    'results are grouped by system',
  );
  await shot('explore-search');
  await hit.click();
  await page.locator('h1', { hasText: 'Truck Transportation' }).waitFor();
  t.match(page.url(), /\/explore\/naics_2022\/484$/, 'the node has a shareable URL');
  t.match(await page.title(), /484 Truck Transportation/, 'the node page title names the code');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  t.match(await crumbs.innerText(), /48-49/, 'breadcrumb shows the ancestor sector');
  await page.locator('#h-translations').waitFor();
  await page.locator('.graph svg a').first().waitFor();
  t.ok((await page.locator('.graph svg a').count()) >= 1, 'translations drawn as a picture');
  t.match(await page.locator('.graph svg').innerHTML(), /broad|exact|narrow|partial/, 'edges labelled by match type');
  await shot('explore-node');
  await page.locator('.graph').screenshot({ path: `${SHOTS}/explore-graph.png` });

  // down to a child, then back up by the breadcrumb
  await page
    .getByRole('region', { name: /Children/ })
    .getByRole('treeitem', { name: /4841 General Freight Trucking/ })
    .click();
  await page.locator('h1', { hasText: 'General Freight Trucking' }).waitFor();
  t.match(page.url(), /\/explore\/naics_2022\/4841$/);
  await shot('explore-child');
  await crumbs.getByRole('link', { name: /484 Truck Transportation/ }).click();
  await page.locator('h1', { hasText: 'Truck Transportation' }).waitFor();
  t.match(page.url(), /\/explore\/naics_2022\/484$/, 'back at the parent by the breadcrumb');

  // follow a translation from the picture
  const target = page.locator('.graph svg a').first();
  const href = await target.getAttribute('href');
  await target.click();
  await page.waitForURL((u) => u.pathname === href);
  await page.locator('h1 code').waitFor();
  t.notMatch(page.url(), /naics_2022\/484$/, 'moved to the translated code');
  const back = page.locator('ul.translations');
  await back.waitFor();
  t.match(await back.innerText(), /NAICS 2022/, 'its translations lead back to NAICS');
  await shot('explore-translation');
  t.same(errors, [], 'no console errors');
});

t.test('explore: keyboard only, and at 375 px wide', { skip }, async (t) => {
  const web = await startWeb(t);
  const { page, errors, shot } = await openTab(web, { width: 375, height: 800 });
  await page.goto(`${web.base}/explore`, { waitUntil: 'networkidle' });
  await page.keyboard.type('freight');
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await page.locator('input[type=search]').getAttribute('aria-activedescendant');
  t.equal(active, 'hit-1', 'arrow keys move through the results');
  const expected = await page.locator(`#${active}`).getAttribute('href');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === expected);
  await page.locator('h1 code').waitFor();
  t.pass('Enter opens the highlighted result');
  // the focus moves as the page is put in place; on a loaded machine the check may come a frame early
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 5000 }).catch(() => {});
  t.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus moves to the new page heading');
  await page.locator('.columns').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  t.ok(overflow <= 0, `no horizontal scrolling at 375 px (overflow ${overflow}px)`);
  await shot('explore-node-375');
  await page.goto(`${web.base}/explore/naics_2022/484`, { waitUntil: 'networkidle' });
  await page.locator('.graph svg a').first().waitFor();
  t.ok((await page.locator('.graph svg a').count()) <= 8, 'a narrow screen draws at most 8 systems around the node');
  await page.locator('.graph').screenshot({ path: `${SHOTS}/explore-graph-375.png` });
  await page.locator('.graph svg a').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.endsWith('/naics_2022/484'));
  t.pass('a translation box opens by keyboard');
  t.same(errors, [], 'no console errors');
});
