import t from 'tap';
import { examplePhrases, exclusions, heldOut } from '../../../projections/classify/examples.ts';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { scoreDocument, type WeightedGroup } from '../../../projections/classify/score.ts';

const NAICS =
  'This U.S. industry comprises establishments primarily engaged in providing personal care services.  Illustrative Examples:  Day spas Depilatory or electrolysis (i.e., hair removal) salons Saunas Ear piercing services   Cross-References. Establishments primarily engaged in--';
const NACE =
  'This class includes: - road freight transport - furniture removal This class excludes: - log hauling within the forest, as part of logging operations, see 02.40 - post and courier activities, see 53.10';

t.test('example lists are read as phrases, cross-references as exclusions', async (t) => {
  t.same(examplePhrases(NAICS), [
    'Day spas',
    'Depilatory or electrolysis (i.e., hair removal) salons',
    'Saunas',
    'Ear piercing services',
  ]);
  t.same(examplePhrases(NACE), ['road freight transport', 'furniture removal']);
  // NACE's nested lists (the official text keeps its line breaks and two-space indents)
  t.same(
    examplePhrases(
      'This class includes:\n- growing of citrus fruits such as:\n  . lemons and limes\n  . oranges\n  . other citrus fruits\n- growing of figs\n\nThis class excludes:\n- growing of olives, see 01.26',
    ),
    ['growing of citrus fruits', 'lemons and limes', 'oranges', 'other citrus fruits', 'growing of figs'],
    'a heading and its sub-items, one phrase each',
  );
  t.same(
    examplePhrases(
      'This class includes:\n- manufacture of bakery products:\n  . bread and rolls\n  . pastry, cakes, pies, tarts etc.',
    ),
    ['manufacture of bakery products', 'bread and rolls', 'pastry, cakes, pies, tarts etc'],
  );
  t.same(
    exclusions(NACE).map((r) => [r.phrase, r.code]),
    [
      ['log hauling within the forest, as part of logging operations', '02.40'],
      ['post and courier activities', '53.10'],
    ],
  );
  t.same(
    examplePhrases(
      'Plan and direct buying. Includes wholesale or retail trade merchandising managers and procurement managers.',
    ),
    ['wholesale or retail trade merchandising managers', 'procurement managers'],
    "SOC's Includes sentence",
  );
  const fold = examplePhrases(NAICS).map((p) => heldOut('naics_2022', '812199', p));
  t.same(
    fold,
    examplePhrases(NAICS).map((p) => heldOut('naics_2022', '812199', p)),
    'the held-out fold is deterministic',
  );
});

// Issue 15: ISCO's official file keeps one example per line and follows the list with a heading or a note
// paragraph; flattened, that text ended up inside the last example phrase (or made it too long to keep).
const ISCO_ARMED = [
  'Officers lead units of the armed forces.',
  '',
  'Examples of the occupations classified here: ',
  '- Admiral',
  '- Wing commander',
  '',
  'Excluded from this group are: ',
  ' -  police (other than military police);',
  ' -  customs inspectors.',
].join('\n');
const ISCO_CLERKS = [
  'General office clerks perform clerical tasks.',
  '',
  'Examples of the occupations classified here:',
  '- General office clerk ',
  '- Office clerk',
  '',
  'Some related occupations classified elsewhere:',
  '- Secretary - 4120',
  'Mine deputy - 3121',
  '',
  'In distinguishing the work of general office clerks from that of secretaries, it should be noted that the work of secretaries is mainly transcription.',
].join('\n');

t.test('an ISCO example list ends where its lines of items end', async (t) => {
  t.same(examplePhrases(ISCO_ARMED), ['Admiral', 'Wing commander'], 'the heading after the list is no example');
  t.same(
    exclusions(ISCO_ARMED).map((r) => r.phrase),
    ['police (other than military police)', 'customs inspectors'],
    '"Excluded from this group are:" lists what the group excludes',
  );
  t.same(
    examplePhrases(ISCO_CLERKS),
    ['General office clerk', 'Office clerk'],
    'the last example kept, the note left out',
  );
  t.same(
    exclusions(ISCO_CLERKS).map((r) => r.phrase),
    ['Secretary', 'Mine deputy'],
    'related occupations, with or without a dash, and no note',
  );
  const noted = ISCO_CLERKS.replace(/Some related[^]*?\n\n/, '');
  t.same(examplePhrases(noted), ['General office clerk', 'Office clerk'], 'a note right after the list is no example');
  const flattened = ISCO_CLERKS.replace(/\n/g, ' ').replace('In distinguishing', 'Note In distinguishing');
  t.same(
    examplePhrases(flattened),
    ['General office clerk', 'Office clerk'],
    'a flattened text (the corpus): same list',
  );
});

const groups = (text: string): WeightedGroup[] => queryGroups(text).map((g) => ({ ...g, weight: 1 }));
const score = (title: string, description: string | null, text: string) =>
  scoreDocument(parseDocument(nodeDocument(title, description).doc), groups(text), {
    leaf: true,
    residual: false,
    prior: 1,
  }).score;

t.test('an example phrase is evidence, an excluded word counts against', async (t) => {
  const doc = parseDocument(nodeDocument('Other Personal Care Services', NAICS).doc);
  t.equal(doc.examples.length, 4, 'each phrase apart');
  t.ok(score('Other Personal Care Services', NAICS, 'day spa') > 0.75, 'an example saying exactly that scores high');
  t.equal(score('Other Personal Care Services', null, 'day spa'), 0, 'without the examples nothing');
  const vet = score('Pet Care (except Veterinary) Services', null, 'pet care veterinary');
  const plain = score('Pet Care Services', null, 'pet care veterinary');
  t.ok(vet < plain, `"except Veterinary" counts against veterinary (${vet} < ${plain})`);
});

t.test("an example phrase's except clause counts against the code, not for it", async (t) => {
  // NAICS 424720's examples: the wholesaler of gasoline is not the gasoline station
  const wholesale =
    'Illustrative Examples:  Gasoline merchant wholesalers (except bulk stations, terminals) Fuel oil merchant wholesalers (except bulk stations, terminals)';
  const doc = parseDocument(nodeDocument('Petroleum Products Merchant Wholesalers', wholesale).doc);
  t.notOk(
    doc.examples.some((e) => e.has('station')),
    'no example phrase holds "stations"',
  );
  t.ok(doc.excluded.has('station'), '"stations" is what the code excludes');
  t.ok(
    doc.examples.some((e) => e.has('gasolin')),
    'the phrase keeps what it says',
  );
  const station = score('Petroleum Products Merchant Wholesalers', wholesale, 'gasoline station');
  const plain = score('Petroleum Products Merchant Wholesalers', wholesale, 'gasoline');
  t.ok(station < plain, `"gasoline station" scores below "gasoline" (${station} < ${plain})`);
});

t.test("a description's except clause in parentheses counts against the code, not for it", async (t) => {
  // NAICS 611420's lead: the computer training school is not the computer repair shop
  const training =
    'This industry comprises establishments primarily engaged in conducting computer training (except computer repair), such as instruction in computer programming, software applications and local area network management.';
  const doc = parseDocument(nodeDocument('Computer Training', training).doc);
  t.notOk(doc.description.has('repair'), 'the lead prose does not hold "repair"');
  t.ok(doc.excluded.has('repair'), '"repair" is what the code excludes');
  t.ok(doc.description.has('program'), 'the prose keeps what it says');
  const repair = score('Computer Training', training, 'repair of computers');
  const plain = score('Computer Training', training.replace(' (except computer repair)', ''), 'repair of computers');
  t.ok(repair < plain, `"repair of computers" scores below its score without the clause (${repair} < ${plain})`);
  const comma =
    'This industry comprises establishments primarily engaged in repairing computers, except those sold here.';
  t.ok(parseDocument(nodeDocument('Repair', comma).doc).description.has('sold'), "prose's comma clause stays prose");
});
