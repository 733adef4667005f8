import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

/**
 * The MCP tools take `lang` as REST does (the same tags, the same first-language-that-has-it, the same answer) and
 * their text says what stayed English; search tools search that language's labels.
 */
const stack = await createTestStack(t, { official: true, env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
const { call } = await connectMcp(t, stack);
const rest = async (url: string) => (await stack.app.inject(`/api/v1${url}`)).json();

t.test('get_industry and get_ancestors answer in the language asked, as REST with ?lang=', async (t) => {
  const de = await call('get_industry', { system_id: 'nace_rev21', code: '49.41', lang: 'de' });
  t.same(de.structuredContent, await rest('/systems/nace_rev21/nodes/49.41?lang=de'), 'the REST body');
  t.match(de.structuredContent, { title: 'Güterbeförderung im Straßenverkehr', lang: 'de', title_en: /freight/i });
  t.match(de.content[0].text, /^nace_rev21 49\.41: Güterbeförderung im Straßenverkehr/);
  t.match(de.content[0].text, /in English, no de text: .*notes/, 'the text says the notes stayed English');

  const second = await call('get_industry', { system_id: 'nace_rev21', code: '49.41', lang: 'xx,it' });
  t.equal(second.structuredContent.title, 'Trasporto di merci su strada', 'the first language that has a label');

  const none = await call('get_industry', { system_id: 'naics_2022', code: '484', lang: 'de' });
  t.match(none.structuredContent, { title: 'Truck Transportation', lang: 'en', fallback: ['title'] });
  t.match(none.content[0].text, /in English, no de text: title/, 'a code with no German label says so');

  const plain = await call('get_industry', { system_id: 'nace_rev21', code: '49.41' });
  t.notMatch(plain.content[0].text, /in English/, 'no language asked: nothing to fall back from');

  const path = await call('get_ancestors', { system_id: 'nace_rev21', code: '49.41', lang: 'fr' });
  t.same(
    path.structuredContent.ancestors,
    (await rest('/systems/nace_rev21/nodes/49.41?include=ancestors&lang=fr')).ancestors,
  );
  t.equal(path.structuredContent.ancestors[0].code, 'H');
  t.not(
    path.structuredContent.ancestors[0].title,
    (await rest('/systems/nace_rev21/nodes/H')).title,
    'the section in French',
  );

  const bad = await call('get_industry', { system_id: 'nace_rev21', code: '49.41', lang: 'not a tag' });
  t.equal(bad.isError, true, 'a malformed tag is refused as REST refuses it (400)');
  t.match(bad.content[0].text, /lang/);
});

t.test('search_classifications and explore_industry_tree search the labels of the language asked', async (t) => {
  const q = 'Güterbeförderung im Straßenverkehr';
  const de = await call('search_classifications', { query: q, lang: 'de', limit: 5 });
  t.same(de.structuredContent, await rest(`/search?q=${encodeURIComponent(q)}&lang=de&limit=5`), 'the REST body');
  t.ok(
    de.structuredContent.items.some((h: any) => h.system === 'nace_rev21' && h.code === '49.41' && h.lang === 'de'),
    'NACE Rev. 2.1 49.41 by its German title',
  );
  t.match(de.content[0].text, /nace_rev21 49\.41 Güterbeförderung im Straßenverkehr\n/, 'a German title unmarked');
  const english = de.structuredContent.items.find((h: any) => h.lang === 'en'); // no German label: fell back
  if (english) t.match(de.content[0].text, `${english.code} ${english.title} [en]`, 'an English title marked [en]');
  // no English title holds the German words: without lang, the language whose labels hold them answers
  const without = await call('search_classifications', { query: q, limit: 5 });
  t.same(without.structuredContent, await rest(`/search?q=${encodeURIComponent(q)}&limit=5`), 'the REST body');
  t.ok(
    without.structuredContent.items.some(
      (h: any) => h.system === 'nace_rev21' && h.code === '49.41' && h.lang === 'de',
    ),
    'without lang the German words find NACE Rev. 2.1 49.41 by its German title',
  );

  const classified = await call('classify_business', { text: q, limit: 5 });
  t.match(classified.structuredContent.read_as, { lang: 'de', code: '49.41' }, 'classify reads the German words too');

  const tree = await call('explore_industry_tree', { query: 'boulangerie', lang: 'fr', system_id: 'nace_rev21' });
  // the French headings say 'boulangerie' at the group (10.7), not at 10.71 ('Fabrication de pain ...')
  t.match(tree.structuredContent.items[0], { code: '10.7', lang: 'fr', ancestors: [{ code: 'C' }, { code: '10' }] });
  t.match(
    tree.content[0].text,
    /^nace_rev21 C > 10 > 10\.7 Fabrication de produits de boulangerie.*\n {2}children: 10\.71 /,
  );
});
