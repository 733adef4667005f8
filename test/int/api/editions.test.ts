/** NACE Rev. 2.1 and ISIC Rev. 5 with their notes, the official Rev. 2 <-> Rev. 2.1 links, labels by language. */
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const stack = await createTestStack(t, { official: true, env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
const get = async (url: string, headers: Record<string, string> = {}) => {
  const r = await stack.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};

t.test('the new editions are systems with every code, and their notes as separate fields', async (t) => {
  t.equal((await get('/systems/nace_rev21')).body.node_count, 1047);
  t.equal((await get('/systems/isic_rev5')).body.node_count, 830);
  const bread = (await get('/systems/nace_rev21/nodes/10.71')).body;
  t.match(bread.notes, { includes: /bread and rolls/, includes_also: /pre-baked bread/, excludes: /see 10\.72/ });
  t.equal(bread.lang, 'en');
  const cereals = (await get('/systems/isic_rev5/nodes/0111')).body;
  t.match(cereals, { title: /cereals/, parent: '011', notes: { excludes: /growing of rice, see 0112/ } });
  t.notOk((await get('/systems/naics_2022/nodes/484')).body.notes, 'no notes where the publisher has none');
});

t.test('the official correspondence is served from both ends with its type', async (t) => {
  const out = (await get('/systems/nace_rev2/nodes/47.91/equivalences?system=nace_rev21&limit=100')).body;
  t.equal(out.total, 32);
  t.ok(out.items.every((e: any) => e.provenance.kind === 'official'));
  const back = (await get('/systems/nace_rev21/nodes/62.10/equivalences?system=nace_rev2')).body;
  t.match(back.items, [{ system: 'nace_rev2', code: '62.01', match_type: 'exact', direction: 'in' }]);
  const derived = (await get('/systems/isic_rev5/nodes/0112/equivalences?system=nace_rev21')).body;
  t.match(derived.items, [{ code: '01.12', match_type: 'exact', provenance: { kind: 'derived' } }]);
});

t.test('labels follow lang and Accept-Language, with Content-Language and per-field fallback', async (t) => {
  const de = await get('/systems/nace_rev21/nodes/49.41?lang=de');
  t.match(de.body, {
    title: 'Güterbeförderung im Straßenverkehr',
    title_en: 'Freight transport by road',
    lang: 'de',
    parent_title: /Güterbeförderung/,
    fallback: ['description', 'notes'],
  });
  t.equal(de.headers['content-language'], 'de, en');
  const fr = await get('/systems/isic_rev4/nodes/4923', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' });
  t.equal(fr.body.title, 'Transports routiers de marchandises');
  t.equal(fr.headers['content-language'], 'fr');
  const cached = await get('/systems/isic_rev4/nodes/4923', { 'accept-language': 'es' });
  t.equal(cached.body.title, 'Transporte de carga por carretera', 'the response cache keys on Accept-Language');
  const none = await get('/systems/naics_2022/nodes/484?lang=de');
  t.match(none.body, { lang: 'en', fallback: ['title'] });
  t.equal(none.headers['content-language'], 'en');
  const second = await get('/systems/nace_rev21/nodes/49.41?lang=xx,it');
  t.equal(second.body.title, 'Trasporto di merci su strada', 'the first language that has a label');
  t.equal((await get('/systems/nace_rev21/nodes/49.41?lang=not a tag')).status, 400);
});

t.test('search finds codes from words in the language asked for', async (t) => {
  const cases: [string, string, string][] = [
    ['Güterbeförderung im Straßenverkehr', 'de', 'nace_rev21 49.41'],
    ['Landwirtschaft', 'de', 'nace_rev21 01'],
    ['boulangerie', 'fr', 'isic_rev4 1071'],
    ['transporte de mercancias por carretera', 'es', 'nace_rev21 49.41'],
    ['goederenvervoer over de weg', 'nl', 'nace_rev21 49.41'],
    ['programowanie', 'pl', 'nace_rev21 62.10'],
    ['trasporto merci su strada', 'it', 'nace_rev21 49.41'],
  ];
  for (const [q, lang, want] of cases) {
    const r = await get(`/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=5`);
    const got = r.body.items.map((h: any) => `${h.system} ${h.code}`);
    t.ok(got.includes(want), `${q} (${lang}): ${got.join('; ')}`);
    t.ok(
      r.body.items.some((h: any) => h.lang === lang),
      'hits say their title language',
    );
  }
  const en = await get('/search?q=bakery&limit=5');
  t.ok(en.body.items.length, 'a query English titles hold');
  t.notOk(
    en.body.items.some((h: any) => h.lang),
    'without a language: English titles only',
  );
  // no English title holds "boulangerie": the language whose labels hold it answers, and says so
  for (const url of ['/search?q=boulangerie&limit=5', '/search?q=boulangerie&limit=5&grouped=true']) {
    const fr = await get(url);
    const hits = fr.body.items ?? fr.body.groups.flatMap((g: any) => g.items);
    t.ok(hits.length && hits.every((h: any) => h.lang === 'fr'), `${url}: French labels, each saying so`);
    t.notOk(fr.body.corrected, 'no English correction claimed');
  }
  t.same((await get('/search?q=qwzxv&limit=5')).body.items, [], 'a query no language holds: nothing');
});

t.test('classify reads a text in another language as the English title of the code its words find', async (t) => {
  const post = async (body: object) =>
    (await stack.app.inject({ method: 'POST', url: '/api/v1/classify', payload: body })).json();
  for (const body of [
    { text: 'transporte de mercancías por carretera', limit: 5 },
    { text: 'transporte de mercancías por carretera', lang: 'es', limit: 5 },
  ]) {
    const r = await post(body);
    t.match(r.read_as, { lang: 'es', text: /freight transport by road/i }, `${JSON.stringify(body)}: read as`);
    t.equal(r.text, body.text, 'the text as sent');
    t.ok(
      r.standard_matches.some((m: any) => m.system === 'isic_rev4' && m.code === '4923'),
      `ISIC 4923 among ${r.standard_matches.map((m: any) => `${m.system} ${m.code}`).join('; ')}`,
    );
  }
  const english = await post({ text: 'freight transport by road', limit: 5 });
  t.notOk(english.read_as, 'English text is classified as it is');
  // the sample's few titles hold few English words: a job title is English by WordNet's nouns and verbs too
  for (const text of ['Bookkeeping Clerk', 'Crane Operator', 'Dishwasher', 'Night Watchman', 'Beekeeper'])
    t.notOk((await post({ text, systems: ['soc_2018'], limit: 5 })).read_as, `"${text}" is English`);
  t.notOk(
    (await post({ text: 'transporte de mercancías por carretera', lang: 'en', limit: 5 })).read_as,
    'lang=en: as given',
  );
});

t.test('Rev. 2 codes migrate to Rev. 2.1: one successor answered, a split with its candidates', async (t) => {
  const post = async (body: unknown) =>
    stack.app.inject({ method: 'POST', url: '/api/v1/batch/migrate', payload: body as object });
  const r = await post({ codes: ['62.01', '47.91', 'nope'] });
  t.equal(r.statusCode, 200);
  const { items, one_to_one, one_to_many, not_migrated } = r.json();
  t.same([one_to_one, one_to_many, not_migrated], [1, 1, 1]);
  t.match(items[0], { code: '62.01', status: 'one_to_one', successor: { code: '62.10', match_type: 'exact' } });
  t.match(items[1], { code: '47.91', status: 'one_to_many', explanation: /split over 32/ });
  t.equal(items[1].candidates.length, 32);
  t.ok(
    items[1].candidates.find((c: any) => c.code === '47.11').also_from.includes('47.11'),
    'what each candidate also takes',
  );
  t.match(items[2], { code: 'nope', status: 'unknown_code' });
  t.equal((await post({ from: 'isic_rev4', to: 'isic_rev5', codes: ['0111'] })).statusCode, 400);
  t.equal((await post({ codes: [] })).statusCode, 400);
  const page = (await get('/systems/nace_rev2/nodes/47.91')).body;
  t.match(page.successors, { status: 'one_to_many', candidates: Array });
  t.notOk((await get('/systems/nace_rev21/nodes/47.91')).body.successors, 'the current edition has none');
});

t.test("a Rev. 2 code's translations show its successors, a split explained", async (t) => {
  const split = (await get('/systems/nace_rev2/nodes/47.91/translations')).body;
  t.match(split.successors, { code: '47.91', status: 'one_to_many', explanation: /split over 32 codes of nace_rev21/ });
  t.ok(
    split.successors.candidates.some((c: any) => c.code === '47.11' && c.match_type),
    'the candidates, typed',
  );
  const one = (await get('/systems/nace_rev2/nodes/62.01/translations')).body;
  t.match(one.successors, { status: 'one_to_one', successor: { code: '62.10', match_type: 'exact' } });
  const page = (await get('/systems/nace_rev2/nodes/62.01?include=translations')).body;
  t.same(page.successors, one.successors, 'the code page with its translations shows the same');
  t.notOk((await get('/systems/nace_rev21/nodes/62.10/translations')).body.successors, 'none for the new edition');
  t.notOk((await get('/systems/isic_rev4/nodes/4923/translations')).body.successors, 'none where nothing replaced it');
});

t.test('classify answers in Rev. 2 and Rev. 2.1 at once', async (t) => {
  const r = await stack.app.inject({
    method: 'POST',
    url: '/api/v1/classify',
    payload: { text: 'software development for clients', systems: ['nace_rev2', 'nace_rev21'], limit: 5 },
  });
  const systems = new Set(r.json().standard_matches.map((m: any) => m.system));
  t.ok(systems.has('nace_rev2') && systems.has('nace_rev21'), [...systems].join(', '));
});

t.test('country profiles: NACE Rev. 2.1 current in the EU states, Rev. 2 previous', async (t) => {
  const de = (await get('/countries/DE?limit=100')).body;
  const all = JSON.stringify(de);
  t.match(all, /"id":"nace_rev21"[^}]*"relevance":"official"/);
  t.match(all, /"id":"nace_rev2"[^}]*"relevance":"historical"/);
});

t.test(
  'the quality report lists Rev. 2 classes with ambiguous successors and what the correspondences leave unlinked',
  async (t) => {
    const r = (await get('/audit/quality?limit=500')).body;
    const check = (kind: string) => r.checks.find((c: any) => c.kind === kind);
    const amb = check('ambiguous_successor');
    t.ok(amb.total > 100, `${amb.total} ambiguous`);
    t.ok(amb.items.some((f: any) => f.codes[0] === '01.19' && f.codes.includes('nace_rev21:01.13')));
    t.notOk(
      amb.items.some((f: any) => f.codes[0] === '62.01'),
      'a one-to-one class is not ambiguous',
    );
    const unlinked = check('edition_unlinked');
    t.ok(
      unlinked.items.some((f: any) => f.system === 'nace_rev21' && f.codes[0] === '46.89'),
      '46.89 has no Rev. 2 link',
    );
    t.ok(unlinked.items.some((f: any) => f.system === 'isic_rev5' && f.codes[0] === '0111'));
  },
);
