import path from 'node:path';
import t from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { SHARED } from '../../helpers/sampleApp.ts';
import { openTab, skipReason, startWeb } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);

t.test(
  'the whole graph: trees expand in place, more hits per system, a crosswalk, a country, a guide',
  { skip },
  async (t) => {
    const web = await startWeb(t);
    const { page, errors, shot } = await openTab(web);

    // the tree on a system page expands in place
    await page.goto(`${web.base}/systems/naics_2022`, { waitUntil: 'networkidle' });
    const item = page.getByRole('treeitem', { name: /^48-49 / });
    await item.locator('xpath=preceding-sibling::span[1]').click(); // the triangle before the code
    const child = page.getByRole('treeitem', { name: /^484 Truck Transportation/ });
    await child.waitFor();
    t.equal(await item.getAttribute('aria-expanded'), 'true', 'the item says it is open');
    t.match(page.url(), /\/systems\/naics_2022$/, 'still on the system page');
    await child.locator('xpath=preceding-sibling::span[1]').click();
    await page.getByRole('treeitem', { name: /^4841 General Freight Trucking/ }).waitFor();
    t.pass('a second level opens under the first');
    await shot('graph-tree');

    // search: more hits of one system
    await page.goto(`${web.base}/explore?q=freight`, { waitUntil: 'networkidle' });
    const withMore = page.locator('#results section', { has: page.getByRole('button', { name: /^More from / }) });
    await withMore.first().waitFor();
    const name = (await withMore.first().getAttribute('aria-label'))!;
    const group = page.locator(`#results section[aria-label="${name}"]`); // stays put once its button is gone
    const before = await group.getByRole('option').count();
    await group.getByRole('button', { name: /^More from / }).click();
    await group.getByRole('option').nth(before).waitFor();
    t.ok((await group.getByRole('option').count()) > before, 'more hits of that system appear under it');
    await shot('graph-search-more');

    // a crosswalk: pick the pair, open a section, its graph links to codes
    await page.goto(`${web.base}/crosswalks`, { waitUntil: 'networkidle' });
    await page.getByLabel('System A').selectOption('naics_2022');
    await page.getByLabel('System B').selectOption('isic_rev4');
    await page.getByRole('button', { name: 'Open the crosswalk' }).click();
    await page.waitForURL(/\/crosswalks\/naics_2022\/isic_rev4$/);
    await page
      .getByRole('link', { name: /31-33 Manufacturing/ })
      .first()
      .click();
    await page.locator('.section-graph .sg-right a').first().waitFor();
    t.match(page.url(), /a_group=31-33/, 'the section is in the URL');
    t.ok((await page.locator('.section-graph svg line').count()) > 0, 'its links are drawn');
    await shot('graph-crosswalk-section');
    await page.getByRole('navigation', { name: 'Crosswalk views' }).getByRole('link', { name: 'Compare' }).click();
    await page.getByRole('heading', { name: 'Side by side' }).waitFor();
    await page.getByRole('navigation', { name: 'Crosswalk views' }).getByRole('link', { name: 'Diff' }).click();
    await page.getByRole('heading', { name: 'Codes without a counterpart' }).waitFor();
    t.pass('compare and diff are one click away');

    // a country from the map
    await page.goto(`${web.base}/countries`, { waitUntil: 'networkidle' });
    await page.locator('.map svg a').first().waitFor();
    t.ok((await page.locator('.map svg path').count()) > 150, 'the world is drawn from bundled geometry');
    await page.locator('.map svg a[href="/countries/JP"]').focus(); // by keyboard: Japan is small on a world map
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /Japan/ }).waitFor();
    t.match(await page.locator('main').innerText(), /JSIC|Japan Standard/, "Japan's profile lists its systems");
    await shot('graph-country');

    // a guide, the same markdown the MCP server serves
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
    await page.getByRole('link', { name: 'Crosswalks and match types' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crosswalks and match types' }).waitFor();
    t.match(await page.locator('main').innerText(), /exact/, 'the guide text is shown');

    // a system's releases: the sample, then the official file; the diff says 10.12 was retitled
    await ingestOfficial(web.store, 'nace_rev2', path.join(SHARED, 'sources'));
    for (let i = 0; i < 600; i++) {
      const list = await (await fetch(`${web.base}/api/v1/systems/nace_rev2/releases`)).json();
      if (list.total === 2) break;
      await new Promise((r) => setTimeout(r, 100)); // the live projector catches up
    }
    await page.goto(`${web.base}/systems/nace_rev2`, { waitUntil: 'networkidle' });
    await page.getByText('Releases and what changed').click();
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    t.match(await totals.innerText(), /[1-9]\d* retitled/, 'the totals count retitled codes');
    const poultry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '10.12', exact: true }) });
    const more = page.getByRole('button', { name: /^More \(/ });
    while (!(await poultry.count()) && (await more.count())) {
      const rows = await page.locator('.diff-list > li').count();
      await more.click(); // one page more, under the first
      await page.locator('.diff-list > li').nth(rows).waitFor();
      await page.locator('.diff-list .loading').waitFor({ state: 'detached' });
    }
    t.match(
      await poultry.innerText(),
      /changed[\s\S]*title: Processing and preserving of meat → Processing and preserving of poultry meat/,
      '10.12 shows its old and new title',
    );
    t.equal(
      await poultry.getByRole('link', { name: '10.12', exact: true }).getAttribute('href'),
      '/explore/nace_rev2/10.12',
      'the code links to its page',
    );
    await shot('graph-release-diff');
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    t.ok(overflow <= 0, `the releases section fits 375 px (overflow ${overflow}px)`);
    t.same(errors, [], 'no console errors');
  },
);
