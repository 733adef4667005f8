/**
 * Lists follow `lang` as a code lookup does (issue 37, item 2): a system's top levels, children and siblings, search
 * hits grouped by system and with their context, and a Rev. 2 code's successors in Rev. 2.1, each title in the
 * language asked where a label exists, its `lang` saying which (`en` where it fell back), `title_en` kept.
 * Before, all of them answered in English whatever was asked.
 */
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

const stack = await createTestStack(t, { official: true, env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
const get = async (url: string, headers: Record<string, string> = {}) => {
  const r = await stack.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};
/** The label the data holds (the official heading file), so the test does not restate it. */
const label = async (system: string, code: string, lang: string): Promise<string> =>
  (
    await stack.db.pool.query(`SELECT label FROM node_labels WHERE system = $1 AND code = $2 AND lang = $3`, [
      system,
      code,
      lang,
    ])
  ).rows[0]?.label;
const english = async (system: string, code: string): Promise<string> =>
  (await stack.db.pool.query(`SELECT title FROM nodes WHERE system = $1 AND code = $2`, [system, code])).rows[0].title;

t.test("a system's top levels in German", async (t) => {
  const r = await get('/systems/nace_rev21?lang=de');
  const a = r.body.roots.items.find((i: { code: string }) => i.code === 'A');
  t.same(
    { title: a.title, lang: a.lang, title_en: a.title_en },
    { title: await label('nace_rev21', 'A', 'de'), lang: 'de', title_en: await english('nace_rev21', 'A') },
  );
  t.ok(
    r.body.roots.items.every((i: { lang: string }) => i.lang === 'de'),
    'every section has a German heading',
  );
  t.equal(r.headers['content-language'], 'de');
  t.equal(r.headers.vary, 'Accept-Language');
  const plain = await get('/systems/nace_rev21');
  t.equal(plain.body.roots.items[0].title, await english('nace_rev21', plain.body.roots.items[0].code));
  t.notOk('lang' in plain.body.roots.items[0], 'without a language asked, nothing changes');
});

t.test('children and siblings in French, and in English where no label exists', async (t) => {
  const kids = await get('/systems/nace_rev21/nodes/01/children?lang=fr');
  t.equal(kids.status, 200);
  const first = kids.body.items.find((i: { code: string }) => i.code === '01.1');
  t.match(first, {
    title: await label('nace_rev21', '01.1', 'fr'),
    lang: 'fr',
    title_en: await english('nace_rev21', '01.1'),
  });
  t.equal(kids.headers['content-language'], 'fr');
  const viaHeader = await get('/systems/nace_rev21/nodes/01/siblings', { 'accept-language': 'fr-BE, en;q=0.5' });
  t.ok(
    viaHeader.body.items.every((i: { lang: string }) => i.lang === 'fr'),
    'Accept-Language chooses too',
  );
  const none = await get('/systems/naics_2022/nodes/48-49/children?lang=de');
  t.ok(
    none.body.items.length > 0 &&
      none.body.items.every((i: { lang: string; title_en?: string }) => i.lang === 'en' && !i.title_en),
    'NAICS has no German labels: each title says it stayed English',
  );
  t.equal(none.headers['content-language'], 'en');
});

t.test('grouped search and search with context answer in the language asked', async (t) => {
  const grouped = await get('/search?q=10.71&grouped=true&system=nace_rev21&lang=de');
  const hit = grouped.body.groups[0].items[0];
  t.match(hit, { code: '10.71', title: await label('nace_rev21', '10.71', 'de'), lang: 'de' });
  t.match(grouped.headers['content-language'], /^de/);
  const context = await get('/search?q=10.71&context=true&system=nace_rev21&lang=fr');
  const c = context.body.items[0];
  t.equal(c.title, await label('nace_rev21', '10.71', 'fr'));
  const parent = c.ancestors[c.ancestors.length - 1];
  t.match(parent, { title: await label('nace_rev21', parent.code, 'fr'), lang: 'fr' }, 'its ancestors too');
});

t.test('grouped search matches the labels in the language asked, as flat search does', async (t) => {
  const de = await label('nace_rev21', '49.41', 'de');
  const q = encodeURIComponent(de);
  const flat = (await get(`/search?q=${q}&lang=de&limit=5`)).body;
  t.match(flat.items[0], { system: 'nace_rev21', code: '49.41', lang: 'de' }, 'flat: the label found');
  const grouped = await get(`/search?q=${q}&grouped=true&lang=de&limit=5&per_group=3`);
  t.equal(grouped.status, 200);
  const nace = grouped.body.groups.find((g: { system: string }) => g.system === 'nace_rev21');
  t.ok(nace, 'grouped: NACE Rev. 2.1 has a group');
  t.match(nace.items[0], { code: '49.41', title: de, lang: 'de', match: 'title' }, 'led by the label asked for');
  t.ok(nace.total >= nace.items.length && nace.items.length <= 3, 'per_group bounds the group');
  t.ok(grouped.body.group_count >= grouped.body.groups.length, 'group_count counts the label groups');
  const fr = await label('nace_rev21', '10.71', 'fr');
  const french = (await get(`/search?q=${encodeURIComponent(fr)}&grouped=true&lang=fr&system=nace_rev21`)).body;
  t.match(french.groups[0].items[0], { code: '10.71', title: fr, lang: 'fr' }, 'and in French, within one system');
  const second = (await get(`/search?q=${q}&grouped=true&lang=de&limit=1&offset=1`)).body;
  t.notOk(
    second.groups.some((g: { system: string }) => g.system === grouped.body.groups[0].system),
    'offset pages through the merged groups',
  );
});

t.test("a Rev. 2 code's successors are titled in the language asked", async (t) => {
  const page = (await get('/systems/nace_rev2/nodes/47.11?lang=de')).body;
  const candidates = page.successors.candidates ?? [page.successors.successor];
  t.ok(candidates.length > 0);
  for (const c of candidates) {
    const de = await label('nace_rev21', c.code, 'de');
    t.match(c, { title: de, lang: 'de', title_en: await english('nace_rev21', c.code) }, `${c.code} in German`);
  }
});

t.test("a code page's translations give the successors in the language asked, as its own successors", async (t) => {
  const page = (await get('/systems/nace_rev2/nodes/47.11?include=translations&lang=fr')).body;
  const moved = page.translations.successors;
  const listed = [...(moved.successor ? [moved.successor] : []), ...(moved.candidates ?? [])];
  t.ok(listed.length > 0, 'the translation carries the successors');
  for (const c of listed) {
    const fr = await label('nace_rev21', c.code, 'fr');
    t.match(c, { title: fr, lang: 'fr', title_en: await english('nace_rev21', c.code) }, `${c.code} in French`);
  }
  t.same(moved, page.successors, "the same as the page's own successors");
  const old = (await label('nace_rev2', '47.11', 'fr')) ?? (await english('nace_rev2', '47.11'));
  t.match(moved, { code: '47.11', title: old }, 'the old code in French where Rev. 2 has a label, else in English');
  const en = (await get('/systems/nace_rev2/nodes/47.11?include=translations')).body.translations.successors;
  const first = en.successor ?? en.candidates[0];
  t.equal(first.title, await english('nace_rev21', first.code), 'without lang: English');
});

t.test('MCP browse_children, get_sector_overview and find_by_keyword_all_systems take lang as REST does', async (t) => {
  const { call } = await connectMcp(t, stack);
  const kids = await call('browse_children', { system_id: 'nace_rev21', parent_code: '01', lang: 'fr' });
  t.same(kids.structuredContent, (await get('/systems/nace_rev21/nodes/01/children?lang=fr')).body);
  const top = await call('get_sector_overview', { system_id: 'nace_rev21', lang: 'de' });
  t.same(top.structuredContent.roots, (await get('/systems/nace_rev21?lang=de')).body.roots);
  const grouped = await call('find_by_keyword_all_systems', { query: '10.71', lang: 'de' });
  t.match(grouped.content[0].text, await label('nace_rev21', '10.71', 'de'));
});
