import path from 'node:path';
import t from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { SHARED } from '../../helpers/sampleApp.ts';
import { openTab, skipReason, startWeb, type Tab, type WebStack } from './browser.ts';

/**
 * What a visitor notices first, each at 1280 and at 375 px: classify answers best first with their
 * confidence, system names (never ids such as `naics_2022`), a release diff that tells releases apart
 * and says what changed, a history of real changes only, a home page with figures and examples, a
 * crosswalk section that fits the screen, a code page that lists its links once, country pages with a
 * map and a sensible recommendation, one name per region, guides for people, and the header after
 * signing out.
 */
const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

let started: Promise<WebStack> | undefined;
/** One stack for the file, with NACE Rev. 2's official file ingested after the sample (a second release). */
const web = () =>
  (started ??= (async () => {
    const w = await startWeb(t);
    await ingestOfficial(w.store, 'nace_rev2', path.join(SHARED, 'sources'));
    for (let i = 0; i < 600; i++) {
      const list = await (await fetch(`${w.base}/api/v1/systems/nace_rev2/releases`)).json();
      if (list.total === 2) break;
      await new Promise((r) => setTimeout(r, 100)); // the live projector catches up
    }
    return w;
  })());

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];
/** A system id as a reader would see it leak: lower-case letters, an underscore, more. */
const RAW_ID = /\b(naics_2022|isic_rev4|nace_rev2|soc_2018|isco_08|hs_2022|cpc_v21|sic_1987)\b/;
const SERVER_PATH =
  /(\/tmp\/|\/home\/|\/root\/|\/var\/|\/srv\/|\/opt\/|\/mnt\/|shared\/corpus|shared\/sources|\/work\/)/;

async function overflow(tab: Tab): Promise<number> {
  return tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const viewport of WIDTHS) {
  const w = viewport.width;
  const narrow = w < 600;

  t.test(
    `${w} px: classify lists its matches best first, each with its confidence and system name`,
    { skip },
    async (t) => {
      const stack = await web();
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.base}/classify`, { waitUntil: 'networkidle' });
      await page.getByLabel('Description').fill('we run a bakery and a coffee shop');
      await page.getByRole('button', { name: 'Classify' }).click();
      const standard = page.getByRole('region', { name: /Standard classifications/ });
      await standard.locator('li').first().waitFor();
      const rows = await standard.locator('ol > li').allInnerTexts();
      t.ok(rows.length >= 3, `${rows.length} standard matches`);
      const scores = rows.map((r) => Number(/score (\d\.\d\d)/.exec(r)?.[1]));
      t.same(
        scores,
        [...scores].sort((a, b) => b - a),
        `best first: ${scores.join(', ')}`,
      );
      t.ok(
        rows.every((r) => /\b(high|medium|low) confidence\b/.test(r)),
        'each match says its confidence',
      );
      t.notMatch(rows.join('\n'), RAW_ID, 'systems by name, not by id');
      t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
      await tab.shot(`visitor-classify-${w}`);
      t.same(tab.errors, [], 'no console errors');
    },
  );

  t.test(`${w} px: crosswalk pickers, headings and tables name the systems`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/crosswalks`, { waitUntil: 'networkidle' });
    // networkidle can come before the picker renders the systems it fetched: wait for the option itself
    await page
      .getByLabel('System A')
      .locator('option', { hasText: 'NAICS 2022' })
      .first()
      .waitFor({ state: 'attached' });
    const options = await page.getByLabel('System A').locator('option').allInnerTexts();
    t.ok(options.includes('NAICS 2022'), 'the picker offers "NAICS 2022"');
    t.notMatch(options.join('\n'), RAW_ID, 'and no raw id');
    t.notMatch(await page.locator('main table').innerText(), RAW_ID, 'the table of crosswalks names them');
    await page.getByLabel('System A').selectOption({ label: 'NAICS 2022' });
    await page.getByLabel('System B').selectOption({ label: 'ISIC Rev 4' });
    await page.getByRole('button', { name: 'Open the crosswalk' }).click();
    await page.getByRole('heading', { level: 1, name: 'NAICS 2022 → ISIC Rev 4' }).waitFor();
    await page.locator('main table').waitFor();
    t.notMatch(await page.locator('main').innerText(), RAW_ID, 'the crosswalk page shows no raw id');
    t.match(await page.title(), /^Crosswalk NAICS 2022 → ISIC Rev 4/, 'nor does its title');
    await tab.shot(`visitor-crosswalk-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: a crosswalk section fits the screen`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/crosswalks/naics_2022/isic_rev4?a_group=31-33&b_group=C`, {
      waitUntil: 'networkidle',
    });
    if (narrow) {
      const stacked = page.getByRole('list', { name: 'Links from NAICS 2022 to ISIC Rev 4' });
      await stacked.waitFor();
      t.ok(
        (await stacked.locator(':scope > li').count()) > 10,
        'the links stack: each NAICS code, its ISIC codes under it',
      );
      t.equal(await page.locator('.section-graph').count(), 0, 'no two-column picture on a phone');
    } else {
      await page.locator('.section-graph .sg-left a').first().waitFor();
      const boxes = await page
        .locator('.section-graph .sg-col a')
        .evaluateAll((els) => els.map((e) => [e.getBoundingClientRect().left, e.getBoundingClientRect().right]));
      const outside = boxes.filter(([l, r]) => l < 0 || r > w);
      t.same(outside, [], `all ${boxes.length} labels inside the page`);
      const cut = await page
        .locator('.section-graph .sg-col a')
        .evaluateAll((els) =>
          els.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => [e.getAttribute('title'), e.textContent]),
        );
      t.ok(
        cut.every(([title, text]) => !!title && title.replace(/\s+/g, ' ') === text!.replace(/\s+/g, ' ').trim()),
        `${cut.length} labels cut to two lines carry their whole text as a tooltip`,
      );
      t.ok((await page.locator('.section-graph svg line').count()) > 0, 'the links are drawn');
    }
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    await tab.shot(`visitor-section-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: a release diff tells the releases apart and says what changed per code`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/systems/nace_rev2`, { waitUntil: 'networkidle' });
    await page.getByText('Releases and what changed').click();
    await page.getByRole('list', { name: 'Totals' }).waitFor();
    const section = page.getByRole('region', { name: 'Releases and what changed' });
    const labels = await page.getByLabel('From release').locator('option').allInnerTexts();
    t.equal(new Set(labels).size, labels.length, `each release has its own label: ${labels.join(' | ')}`);
    t.ok(
      labels.every((l) => /Rev 2/.test(l) && /\d{4}/.test(l)),
      'labelled by edition and date',
    );
    t.notMatch(await section.innerText(), SERVER_PATH, 'no server path anywhere in the section');
    const totals = await page.getByRole('list', { name: 'Totals' }).innerText();
    const changed = Number(/([\d,]+) changed/.exec(totals)?.[1].replace(/,/g, ''));
    t.ok(changed > 0, `the summary counts the ${changed} changed codes the list shows`);
    const retitled = page.getByRole('list', { name: /^What changed in / }).filter({ hasText: /title: .+ → .+/ });
    const more = page.getByRole('button', { name: /^More \(/ });
    while (!(await retitled.count()) && (await more.count())) {
      const n = await page.locator('.diff-list > li').count();
      await more.click();
      await page.locator('.diff-list > li').nth(n).waitFor();
    }
    t.ok((await retitled.count()) > 0, 'a retitled code shows its title before → after');
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    await tab.shot(`visitor-release-diff-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: a code page lists each link once and its history only real changes`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/explore/naics_2022/484`, { waitUntil: 'networkidle' });
    await page.locator('ul.translations').waitFor();
    // the links of the translations and of any other section (the picture's boxes, the breadcrumb, the
    // children's tree and the siblings are ways to move, not lists of links)
    const hrefs = await page
      .locator('main a[href^="/explore/"]')
      .evaluateAll((els) =>
        els.filter((e) => !e.closest('svg, nav, [role=tree], .siblings')).map((e) => e.getAttribute('href')),
      );
    const twice = hrefs.filter((h, i) => hrefs.indexOf(h) !== i);
    t.same(twice, [], `${hrefs.length} links to other codes, none listed twice`);
    t.equal(await page.locator('main table').count(), 0, 'no second table of the same links');
    const history = page.getByRole('region', { name: 'History' });
    t.notMatch(await history.innerText(), /^\s*\d*\.?\s*added\b/m, 'the first ingest is not listed as an event');
    t.match(await history.innerText(), /In the data since release/, 'it says since which release the code is there');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (narrow) t.ok(height < 5000, `the page is ${height} px tall on a phone`);
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    await tab.shot(`visitor-code-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: the home page has figures, the main systems by kind and example queries`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    const api: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && api.push(r.url()));
    await page.goto(`${stack.base}/`, { waitUntil: 'networkidle' });
    const figures = page.getByRole('region', { name: 'In the explorer' });
    t.match(await figures.innerText(), /[\d,]+ classification systems[\s\S]*[\d,]+ codes[\s\S]*[\d,]+ crosswalk links/);
    const industries = page.getByRole('region', { name: 'Industries' });
    t.ok(await industries.getByRole('link', { name: 'NAICS 2022' }).isVisible(), 'NAICS 2022 among the industries');
    t.ok(
      await page.getByRole('region', { name: 'Occupations' }).getByRole('link', { name: 'SOC 2018' }).isVisible(),
      'SOC 2018 among the occupations',
    );
    t.same(api, [], 'the home page asks the API nothing');
    await tab.shot(`visitor-home-${w}`);
    await page.getByRole('region', { name: 'Try' }).getByRole('link', { name: 'truck driver' }).click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    t.match(page.url(), /\/explore\?q=truck\+driver|\/explore\?q=truck%20driver/, 'an example runs its search');
    t.equal(await page.getByRole('region', { name: 'In the explorer' }).count(), 0, 'the results replace the figures');
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: a country page has a map and recommends official and national systems`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/countries/US`, { waitUntil: 'networkidle' });
    await page.locator('.country-map svg path.here').waitFor();
    t.pass('the country is drawn on a map');
    const picks = await page
      .getByRole('region', { name: /^Recommended for / })
      .locator('li')
      .allInnerTexts();
    t.ok(picks.length >= 3, `${picks.length} recommended`);
    t.match(picks[0], /official in/, 'an official system first');
    t.ok(
      picks.some((p) => /NAICS 2022/.test(p)),
      'NAICS is recommended in the United States',
    );
    t.notMatch(picks.join('\n'), /APQC|ITIL/, 'process frameworks are not recommended over them');
    await page.goto(`${stack.base}/countries/DE`, { waitUntil: 'networkidle' });
    const de = await page
      .getByRole('region', { name: /^Recommended for / })
      .locator('li')
      .allInnerTexts();
    t.match(
      de[0],
      /NACE Rev 2[\s\S]*regional \(European Union\)/,
      'Germany: the EU system first, its region named once',
    );
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    await tab.shot(`visitor-country-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: the catalog names each region one way`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/systems`, { waitUntil: 'networkidle' });
    await page.getByText(/^25 of 25 systems/).waitFor();
    const regions = await page.getByLabel('Region').locator('option').allInnerTexts();
    t.notOk(
      regions.some((r) => /\(27 countries\)|USA\/UK|Global \(/.test(r)),
      `one name per region: ${regions.join(', ')}`,
    );
    t.ok(regions.includes('European Union'), '"European Union" once');
    await page.getByLabel('Region').selectOption('European Union');
    t.ok(
      await page.locator('.card-title', { hasText: 'NACE Rev 2' }).isVisible(),
      'NACE (listed as "European Union (27 countries)") is under the European Union',
    );
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: guides for people, and wrapped list items stay one item`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/guides`, { waitUntil: 'networkidle' });
    const people = page.getByRole('region', { name: 'Using the explorer' });
    for (const title of [
      'How to find a code',
      'How to translate a code',
      'How to classify a description',
      'How to use API keys',
    ])
      t.ok(await people.getByRole('link', { name: title }).isVisible(), `"${title}" for people`);
    t.ok(
      await page
        .getByRole('region', { name: /For AI agents/ })
        .getByRole('link', { name: 'Getting started' })
        .isVisible(),
      "the agents' guides beside them",
    );
    await page.goto(`${stack.base}/guides/getting-started`, { waitUntil: 'networkidle' });
    const steps = page.locator('article.guide > ol').first().locator(':scope > li');
    t.equal(await steps.count(), 4, 'four steps');
    t.match(
      await steps.first().innerText(),
      /list_classification_systems[\s\S]*search_systems/,
      'a wrapped step is one item',
    );
    const stray = await page
      .locator('main ol + p, main ul + p')
      .evaluateAll((ps) => ps.map((p) => p.textContent ?? '').filter((x) => /^\s*`?[a-z_]+`?[ ,(]/.test(x)));
    t.same(stray, [], 'no continuation line left as a paragraph');
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    await tab.shot(`visitor-guide-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: the code tree is a tree widget: one tab stop, arrow keys`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.base}/systems/naics_2022`, { waitUntil: 'networkidle' });
    const tree = page.getByRole('tree', { name: 'Top-level codes' });
    await tree.waitFor();
    const stops = () =>
      tree.evaluate(
        (el) => [...el.querySelectorAll<HTMLElement>('a, button, [tabindex]')].filter((e) => e.tabIndex >= 0).length,
      );
    t.equal(await stops(), 1, 'one tab stop');
    await tree.getByRole('treeitem').first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-code'));
    t.equal(await focused(), '11', 'focus on the first code');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    t.equal(await focused(), '22', 'Down moves to the next codes');
    await page.keyboard.press('End');
    const last = await focused();
    await page.keyboard.press('Home');
    t.equal(await focused(), '11', 'Home goes to the first');
    t.not(last, '11', `End went to the last (${last})`);
    for (let i = 0; i < 3; i++) {
      // open three branches, one under the other
      const at = await focused();
      await page.keyboard.press('ArrowRight');
      await tree.locator(`[data-code="${at}"][aria-expanded="true"]`).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((code) => document.activeElement?.getAttribute('data-code') !== code, at);
    }
    t.equal((await focused())?.length, 5, `three levels down: ${await focused()}`);
    t.equal(await stops(), 1, 'still one tab stop after three expansions');
    await page.keyboard.press('ArrowLeft');
    t.equal((await focused())?.length, 4, 'Left goes to the parent');
    await page.keyboard.press('ArrowLeft');
    t.equal(
      await tree.locator(`[data-code="${await focused()}"]`).getAttribute('aria-expanded'),
      'false',
      'Left again closes it',
    );
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => !!document.activeElement?.closest('[role=tree]')), false, 'Tab leaves the tree');
    await page.keyboard.press('Shift+Tab');
    t.equal((await focused())?.length, 4, 'Shift+Tab comes back to the code last focused');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === href);
    t.pass('Enter opens the code');
    t.ok((await overflow(tab)) <= 0, 'nothing off-screen');
    t.same(tab.errors, [], 'no console errors');
  });

  t.test(`${w} px: the header follows signing out`, { skip }, async (t) => {
    const stack = await web();
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`${stack.base}/login`, { waitUntil: 'networkidle' });
    await page.locator('#pw-email').fill(`reader${w}@example.org`);
    await page.locator('#password').fill('correct horse battery staple');
    await page.getByLabel('Create a new account').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your keys' }).waitFor();
    await nav.getByText('Signed in').waitFor();
    t.pass('signed in: the header says so');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are not signed in').waitFor();
    await nav.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    t.equal(await nav.getByText('Signed in').count(), 0, 'no "Signed in" after signing out');
    await tab.shot(`visitor-signed-out-${w}`);
    t.same(tab.errors, [], 'no console errors');
  });
}
