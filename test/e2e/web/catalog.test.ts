import t from 'tap';
import { openTab, skipReason, startWeb } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

t.test('systems: filter the catalog by text, region and country; open a system', { skip }, async (t) => {
  const web = await startWeb(t);
  const { page, errors, shot } = await openTab(web);
  await page.goto(`${web.base}/systems`, { waitUntil: 'networkidle' });
  t.equal(await page.title(), 'Systems · Classification explorer');
  await page.getByText(/^25 of 25 systems/).waitFor();
  t.ok(await page.getByRole('region', { name: 'United States', exact: true }).isVisible(), 'grouped by region');
  t.match(await page.locator('.card', { hasText: 'NAICS 2022' }).innerText(), /codes/, 'node counts shown');
  await shot('systems-all');

  await page.getByLabel('Filter').fill('industrial');
  await page.getByText(/^\d+ of 25 systems/).waitFor();
  const cards = await page.locator('.card-title').allInnerTexts();
  t.ok(cards.length > 0 && cards.length < 25, `text filter keeps ${cards.length} systems`);
  t.ok(
    cards.some((c) => /ISIC/.test(c)),
    'ISIC matches "industrial"',
  );
  t.notOk(
    cards.some((c) => /^HS /.test(c)),
    'HS does not',
  );
  t.match(page.url(), /q=industrial/, 'the filter is in the URL');

  await page.getByLabel('Filter').fill('');
  await page.getByLabel('Region').selectOption('Global');
  await page.getByText(/^\d+ of 25 systems/).waitFor();
  t.same(
    await page
      .locator('section.region h2')
      .allInnerTexts()
      .then((h) => h.map((x) => x.replace(/\s*\(\d+\)$/, ''))),
    ['Global'],
    'region filter keeps one group',
  );

  await page.getByLabel('Region').selectOption('');
  await page.getByLabel('Country').selectOption('JP');
  await page.waitForFunction(() => /of \d+ systems applying to JP/.test(document.body.innerText));
  const jp = await page.locator('.card-title').allInnerTexts();
  t.ok(
    jp.some((c) => /JSIC/.test(c)),
    'Japan has JSIC',
  );
  t.notOk(
    jp.some((c) => /NAICS/.test(c)),
    'Japan does not list NAICS',
  );
  await shot('systems-japan');

  await page.locator('.card-title', { hasText: 'JSIC' }).click();
  await page.locator('h1', { hasText: 'JSIC' }).waitFor();
  t.match(page.url(), /\/systems\/jsic_2013$/);
  t.ok(
    (await page.locator('.chart .bars .bar').count()) >= 1,
    'a chart of size by level (HTML bars, readable at 375 px)',
  );
  t.ok(
    (await page
      .getByRole('region', { name: /Top-level codes/ })
      .getByRole('treeitem')
      .count()) >= 1,
    'root codes listed',
  );
  await shot('system-page');
  t.same(errors, [], 'no console errors');
});

t.test('classify: a sentence gives standard and domain matches linking to node pages', { skip }, async (t) => {
  const web = await startWeb(t);
  const { page, errors, shot } = await openTab(web, { width: 375, height: 800 });
  await page.goto(`${web.base}/classify`, { waitUntil: 'networkidle' });
  t.equal(await page.title(), 'Classify · Classification explorer');
  await page.getByLabel('Description').fill('We run a fleet of trucks hauling general freight across the country');
  await page.getByRole('button', { name: 'Classify' }).click();
  const standard = page.getByRole('region', { name: /Standard classifications/ });
  await standard.locator('li').first().waitFor();
  const first = await standard.locator('li').first().innerText();
  t.match(first, /score \d\.\d\d/, 'a score');
  t.match(first, /matched:/, 'the words that matched');
  t.ok(await page.getByRole('region', { name: /Domain taxonomies/ }).isVisible(), 'the domain list is there too');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  t.ok(overflow <= 0, `no horizontal scrolling at 375 px (overflow ${overflow}px)`);
  await shot('classify');
  const link = standard.locator('li a').first();
  const href = await link.getAttribute('href');
  t.match(href, /^\/explore\/[^/]+\/.+/, 'each match links to its node page');
  await link.click();
  await page.waitForURL((u) => u.pathname === href);
  await page.locator('h1 code').waitFor();
  t.same(errors, [], 'no console errors');
});
