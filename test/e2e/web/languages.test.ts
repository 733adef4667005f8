import t from 'tap';
import type { Page } from 'playwright-core';
import { openTab, skipReason, startWeb, type WebStack } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

/**
 * The data's language: a visitor picks Deutsch or Français in the header and the codes' titles follow (the interface
 * stays English), NACE Rev. 2.1's notes stay in English and say so, a NACE Rev. 2 code shows its successors in
 * Rev. 2.1 with the split explained; at a desktop's and a phone's width, nothing wider than the screen.
 */
let started: Promise<WebStack> | undefined;
const web = () => (started ??= startWeb(t, {}, { official: true }));

const settled = (page: Page) =>
  page
    .locator('main .loading')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  t.test(`a code page in German at ${viewport.width} px: title, notes, the choice kept`, { skip }, async (t) => {
    const w = await web();
    const { page, errors, shot } = await openTab(w, viewport);
    t.teardown(() => page.context().close());
    await page.goto(`${w.base}/explore/nace_rev21/10.71`, { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Manufacture of bread' }).waitFor();
    t.equal(await page.getByLabel('Language of the data').inputValue(), 'en', 'English first (the browser is en-US)');

    await page.getByLabel('Language of the data').selectOption('de');
    const h1 = page.locator('h1', { hasText: 'Herstellung von Backwaren, ohne Dauerbackwaren' });
    await h1.waitFor();
    t.equal(await h1.getAttribute('lang'), 'de', 'the title is marked German for screen readers');
    t.match(await page.locator('.title-en').innerText(), /English: Manufacture of bread/, 'the English original below');
    const notes = page.getByRole('region', { name: 'Explanatory notes' });
    t.match(await notes.innerText(), /Includes[\s\S]*bread[\s\S]*Excludes[\s\S]*10\.72/, 'includes and excludes');
    t.match(await notes.innerText(), /Published in English only \(no Deutsch text\)/, 'the notes say they fell back');
    t.match(
      await page.locator('nav.crumbs').innerText(),
      /Herstellung von Back- und Teigwaren/,
      'the group above in German too',
    );
    t.match(await page.locator('nav[aria-label=Main]').innerText(), /Explore/, "the interface's strings stay English");
    await settled(page);
    t.ok((await overflow(page)) <= 0, 'nothing wider than the screen');
    await shot(`languages-de-${viewport.width}`);

    // the choice is kept: another page, and a reload, are German too
    await page.goto(`${w.base}/explore/nace_rev21/49.41`, { waitUntil: 'networkidle' });
    await page.locator('h1', { hasText: 'Güterbeförderung im Straßenverkehr' }).waitFor();
    t.equal(await page.getByLabel('Language of the data').inputValue(), 'de', 'the switch shows the choice');
    t.same(errors, [], 'no console errors');
  });

  t.test(
    `a NACE Rev. 2 code in French at ${viewport.width} px: its split successors, then one in French`,
    { skip },
    async (t) => {
      const w = await web();
      const { page, errors, shot } = await openTab(w, viewport);
      t.teardown(() => page.context().close());
      await page.goto(`${w.base}/explore/nace_rev2/47.11`, { waitUntil: 'networkidle' });
      await page.getByLabel('Language of the data').selectOption('fr');
      await page.locator('.fallback').waitFor();
      t.match(
        await page.locator('.fallback').innerText(),
        /No Français title for this code: shown in English/,
        'NACE Rev. 2 has no French labels here, and the page says so',
      );
      const successors = page.getByRole('region', { name: /In NACE Rev\.? 2\.1/ });
      t.match(await successors.innerText(), /Split over \d+ codes: choose/, 'the split explained');
      t.ok((await successors.locator('li').count()) >= 2, 'each candidate listed');
      await settled(page);
      t.ok((await overflow(page)) <= 0, 'nothing wider than the screen');
      await shot(`languages-fr-successors-${viewport.width}`);

      await successors.getByRole('link', { name: /^47\.11 / }).click();
      await page.locator('h1', { hasText: 'Commerce de détail non spécialisé à prédominance alimentaire' }).waitFor();
      t.match(page.url(), /\/explore\/nace_rev21\/47\.11$/, 'the successor in NACE Rev. 2.1, titled in French');
      await settled(page);
      t.ok((await overflow(page)) <= 0, 'nothing wider than the screen');
      await shot(`languages-fr-${viewport.width}`);
      t.same(errors, [], 'no console errors');
    },
  );
  t.test(`the search box at ${viewport.width} px finds a French label with the data in French`, { skip }, async (t) => {
    const w = await web();
    const { page, errors } = await openTab(w, viewport);
    t.teardown(() => page.context().close());
    const { rows } = await w.db.pool.query(
      `SELECT label FROM node_labels WHERE system = 'nace_rev21' AND code = '10.71' AND lang = 'fr'`,
    );
    const label: string = rows[0].label;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/search') asked.push(r.url());
    });
    await page.goto(`${w.base}/explore`, { waitUntil: 'networkidle' });
    await page.getByLabel('Language of the data').selectOption('fr');
    await page.locator('input[type=search]').fill(label);
    const option = page.getByRole('option').filter({ hasText: label });
    await option.first().waitFor();
    t.match(await option.first().innerText(), label, `the French label of 10.71 is among the hits: ${label}`);
    t.ok(
      asked.length && asked.every((u) => /[?&]grouped=true/.test(u) && /[?&]lang=fr\b/.test(u)),
      'grouped, with lang=fr',
    );
    t.same(errors, [], 'no console errors');
  });
  t.test(
    `the NACE Rev. 2 → Rev. 2.1 diff at ${viewport.width} px: totals, a split with both titles`,
    { skip },
    async (t) => {
      const w = await web();
      const { page, errors, shot } = await openTab(w, viewport);
      t.teardown(() => page.context().close());
      await page.goto(`${w.base}/systems/nace_rev2`, { waitUntil: 'networkidle' });
      await page.getByText('NACE Rev. 2 → NACE Rev. 2.1: what changed').click();
      const section = page.getByRole('region', { name: /NACE Rev\. 2 → NACE Rev\. 2\.1: what changed/ });
      await section.getByRole('list', { name: 'Totals' }).waitFor();
      const totals = await section.getByRole('list', { name: 'Totals' }).innerText();
      t.match(totals, /[1-9]\d* split/, `the totals count the splits: ${totals.replace(/\n/g, ' ')}`);
      await section.getByLabel('Show').selectOption('split');
      const sawmills = section.locator('.diff-list > li', { hasText: /16\.10 .*split over/ });
      await sawmills.waitFor();
      t.match(
        await sawmills.innerText(),
        /16\.11[\s\S]*Sawmilling[\s\S]*16\.12[\s\S]*Processing and finishing of wood/,
      );
      t.ok(await sawmills.getByRole('link', { name: '16.12' }).count(), 'each new code links to its page');
      await settled(page);
      t.ok((await overflow(page)) <= 0, 'nothing wider than the screen');
      await shot(`edition-diff-${viewport.width}`);
      t.same(errors, [], 'no console errors');
    },
  );
}

t.test('the classify page says how a description in another language was read', { skip }, async (t) => {
  const w = await web();
  const { page, errors } = await openTab(w, { width: 1280, height: 900 });
  t.teardown(() => page.context().close());
  await page.goto(`${w.base}/classify`, { waitUntil: 'networkidle' });
  await page.getByLabel('Description').fill('transporte de mercancías por carretera');
  await page.getByRole('button', { name: 'Classify' }).click();
  const readAs = page.getByTestId('read-as');
  await readAs.waitFor();
  t.match(await readAs.innerText(), /Read as “Freight transport by road”: your words are the es label/i, 'read as');
  const standard = page.getByRole('region', { name: /Standard classifications/ });
  await standard.locator('li').first().waitFor();
  t.match(await standard.innerText(), /Freight transport by road/i, 'the English codes follow');
  t.same(errors, [], 'no console errors');
});
