import t from 'tap';
import { stem } from '../../../projections/classify/stem.ts';
import { segments } from '../../../projections/classify/segment.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { leadProse, indexedTitle } from '../../../projections/classify/text.ts';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';

t.test('stems fold plurals and verb forms, not unrelated words', async (t) => {
  const same = [
    ['drivers', 'driver'],
    ['bakeries', 'bakery'],
    ['manufacturing', 'manufacture'],
    ['lorries', 'lorry'],
    ['nurses', 'nursing'],
    ['labour', 'labor'],
    ['organisation', 'organization'],
  ];
  for (const [a, b] of same) t.equal(stem(a), stem(b), `${a} ~ ${b}`);
  const apart = [
    ['care', 'car'],
    ['plane', 'plan'],
    ['general', 'generic'],
    ['organ', 'organization'],
  ];
  for (const [a, b] of apart) t.not(stem(a), stem(b), `${a} != ${b}`);
});

t.test('segments split only between businesses', async (t) => {
  t.same(segments('We run a bakery with a coffee shop'), ['We run a bakery', 'a coffee shop']);
  t.same(segments('a bakery and a coffee shop'), ['a bakery', 'a coffee shop']);
  t.same(segments('we run a cafe, a bookshop and a florist'), ['we run a cafe', 'a bookshop', 'a florist']);
  t.same(segments('Car repair. We also sell tyres'), ['Car repair', 'We also sell tyres']);
  t.same(segments('steel bolts and nuts'), ['steel bolts and nuts'], 'one product');
  t.same(segments('repair and maintenance of ships'), ['repair and maintenance of ships'], 'one activity');
  t.same(segments('Sr. IT mgr'), ['Sr. IT mgr'], 'an abbreviation is not a sentence end');
});

t.test('abbreviations and synonyms expand into term groups', async (t) => {
  const forms = (text: string) => queryGroups(text).map((g) => g.alternatives.map((a) => a.join(' ')));
  t.same(forms('RN'), [[stem('registered')], [stem('nurse')]], 'rn -> registered nurse');
  t.ok(forms('sr software eng').flat().includes('engineer'), 'eng -> engineer, sr dropped');
  t.same(forms('Shift Supvr').at(-1), [stem('supervisor')], 'contractions postings write: supvr -> supervisor');
  t.ok(forms('Mktg Mgr').flat().includes(stem('marketing')), 'mktg -> marketing');
  t.ok(
    forms('HGV driver').some((g) => g.includes('lorri driver')),
    'hgv driver ~ lorry driver',
  );
  t.ok(forms('cafe')[0].includes('coffe shop'), 'cafe ~ coffee shop');
  t.ok(forms('IT manager').flat().includes('technologi'), 'upper-case IT is information technology');
  t.same(forms('we run it'), [], 'lower-case "it" is a pronoun; filler words drop');
});

t.test('the index holds titles and lead prose, never the enumerated examples', async (t) => {
  t.equal(indexedTitle('Grain Farming (except wheat)').trim(), 'Grain Farming');
  const naics =
    'This industry comprises establishments primarily engaged in growing wheat.  Illustrative Examples:  Durum wheat farming  Cross-References.';
  t.equal(leadProse(naics), 'This industry comprises establishments primarily engaged in growing wheat.');
  t.equal(leadProse('**Primary Activities:** - Bulb propagating (under cover)'), '');
  t.equal(
    leadProse("Group (Nursery Production) within the subdivision 'Agriculture' under ANZSIC 2006."),
    '',
    'hierarchy boilerplate',
  );
  const doc = parseDocument(
    nodeDocument('Heavy Truck and Lorry Drivers', 'Heavy truck drivers drive heavy motor vehicles.').doc,
  );
  t.ok(doc.title.has('lorri') && doc.title.has('driver'), 'title stems');
  t.ok(doc.description.has('motor') && !doc.title.has('motor'), 'description stems apart');
  t.equal(doc.titleLength, 4);
});

t.test("what a title says its code is not: an except clause to its semicolon, a 'not' to its comma", async (t) => {
  const swordfish =
    'Fish meat, excluding fillets, whether or not minced; fresh or chilled, swordfish (Xiphias gladius)';
  const doc = parseDocument(nodeDocument(swordfish, null).doc);
  t.ok(doc.title.has('swordfish'), 'the words after the except clause are the title');
  t.ok(doc.excluded.has('fillet'), 'the fillets are what it excludes');
  t.notOk(doc.excluded.has('swordfish'));
  const stalls = parseDocument(nodeDocument('Other retail sale not in stores, stalls or markets', null).doc);
  t.ok(stalls.excluded.has(stem('stores')), 'retail sale not in stores excludes stores');
  t.notOk(stalls.title.has(stem('stores')));
  t.ok(stalls.title.has(stem('markets')), 'the rest of the title stays');
  const cocoa = parseDocument(
    nodeDocument('Cocoa; powder, not containing added sugar or other sweetening matter', null).doc,
  );
  t.ok(cocoa.excluded.has(stem('sugar')));
  // not negations: "whether or not", "or not", quantities, the residual's "not elsewhere classified", not-for-profit
  for (const title of [
    'Crustaceans; in shell or not, live, fresh',
    'Poultry; live, turkeys, weighing not more than 185g',
    'Teachers not elsewhere classified',
    'Not-for-profit organisations',
    'Fish meat, whether or not minced',
  ])
    t.same(parseDocument(nodeDocument(title, null).doc).excluded, new Set(), `${title}: nothing excluded`);
});
