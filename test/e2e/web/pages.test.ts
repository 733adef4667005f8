import { createRequire } from 'node:module';
import t from 'tap';
import { openTab, skipReason, startWeb, type WebStack } from './browser.ts';

const skip = skipReason();
if (skip) t.comment(`skipping the browser tests: ${skip}`);
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every page of the app, with what a visitor must see on it once it has loaded. */
const PAGES: [name: string, path: string, shows: RegExp][] = [
  ['explore', '/explore', /Search every classification system[\s\S]*Main systems/],
  ['search', '/explore?q=bakery', /result/],
  ['code', '/explore/naics_2022/484', /Translations[\s\S]*History/],
  ['systems', '/systems', /NAICS 2022/],
  ['system', '/systems/naics_2022', /Top-level codes/],
  ['crosswalks', '/crosswalks', /Largest crosswalks/],
  ['crosswalk', '/crosswalks/naics_2022/isic_rev4', /Manufacturing/],
  ['crosswalk-section', '/crosswalks/naics_2022/isic_rev4?a_group=31-33&b_group=C', /links/],
  ['crosswalk-compare', '/crosswalks/naics_2022/isic_rev4?view=compare', /Side by side/],
  ['crosswalk-diff', '/crosswalks/naics_2022/isic_rev4?view=diff', /no link to/],
  [
    'crosswalk-quality',
    '/crosswalks/naics_2022/isic_rev4?view=quality',
    /How far to trust[\s\S]*leaf codes have a link[\s\S]*CSV with labels/,
  ],
  ['countries', '/countries', /Systems per country/],
  ['country', '/countries/US', /Standard systems|Domain systems/],
  ['guides', '/guides', /How to find a code[\s\S]*Getting started/],
  ['guide-people', '/guides/find-a-code', /How to find a code/],
  ['guide', '/guides/getting-started', /Getting started/],
  ['classify', '/classify', /Classify/],
  ['login', '/login', /Sign in/],
  ['keys', '/developers/keys', /API keys|sign in/i],
  ['not-found', '/explore/naics_2022/NOPE999', /Page not found/],
];

let started: Promise<WebStack> | undefined;
/** One stack and browser for both widths (each width gets its own tab), torn down when the file ends. */
const web = () => (started ??= startWeb(t));

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  t.test(
    `every page at ${viewport.width} px: content, nothing off-screen, no serious accessibility finding`,
    { skip },
    async (t) => {
      const { page, errors, shot } = await openTab(await web(), viewport, { bypassCSP: true });
      t.teardown(() => page.context().close());
      const base = (await web()).base;
      for (const [name, path, shows] of PAGES) {
        const res = await page.goto(base + path, { waitUntil: 'networkidle' });
        t.equal(res?.status(), name === 'not-found' ? 404 : 200, `${path}: HTTP status`);
        await page
          .locator('main .loading')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => {});
        const main = await page.locator('main').innerText();
        t.match(main, shows, `${path}: shows its content`);
        if (viewport.width === 375) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          t.ok(overflow <= 0, `${path}: nothing off-screen at 375 px (overflow ${overflow}px)`);
        }
        await page.addScriptTag({ path: AXE });
        const found = await page.evaluate(async () => {
          const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
          return r.violations
            .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v: any) =>
                `${v.id} (${v.impact}): ${v.nodes
                  .map((n: any) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            );
        });
        t.same(found, [], `${path}: axe-core finds nothing serious or critical`);
        await shot(`page-${name}-${viewport.width}`);
      }
      const unexpected = errors.filter((e) => !/status of 404/.test(e));
      t.same(unexpected, [], 'no console errors (but the 404 page, which Chromium reports)');
      t.ok(errors.length <= 1, 'the unknown code asked the API nothing: one 404, the page itself');
    },
  );
}
