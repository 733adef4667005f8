import t from 'tap';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { weigh } from '../../../projections/classify/rank.ts';
import { scoreDocument } from '../../../projections/classify/score.ts';
import { phraseOrder, termsWithBreaks } from '../../../projections/classify/text.ts';

/**
 * A text naming an establishment ("post office", "poultry farm", "dentist") is not described by a phrase that names
 * it only to say something else about it: "Post office construction", "Poultry farm equipment manufacturing",
 * "Dentists' chairs". Titles and example phrases are the official NAICS 2022 and NACE Rev 2 ones.
 */
const weighted = (text: string) => {
  const groups = queryGroups(text).map((g) => ({ ...g, bridges: [] }));
  const df = new Map<string, number>();
  for (const g of groups) for (const s of g.alternatives.flat()) df.set(s, 200);
  return weigh({ groups, df, total: 900_000 });
};
const score = (title: string, description: string | null, text: string) =>
  scoreDocument(parseDocument(nodeDocument(title, description).doc), weighted(text), {
    leaf: true,
    residual: false,
    prior: 1,
    titleOrder: phraseOrder(title),
  }).score;

t.test('a phrase keeps where its words break', async (t) => {
  t.same(termsWithBreaks('Post office construction'), ['post', 'offic', 'construction']);
  t.same(termsWithBreaks('manufacture of furniture for churches, schools'), [
    'manufactur',
    null,
    'furnitur',
    null,
    'church',
    null,
    'school',
  ]);
  const doc = parseDocument(
    nodeDocument('Legal activities', 'This class includes:\n- law courts, see 84.23\n- civil law notaries').doc,
  );
  t.same(
    doc.exampleOrder,
    [
      ['law', 'court'],
      ['civil', 'law', 'notari'],
    ],
    "each example's stems by position",
  );
});

t.test('an establishment named only to say something of another word is not what the text names', async (t) => {
  const builder = score(
    'Commercial and Institutional Building Construction',
    'Illustrative Examples:  Post office construction Office building construction',
    'post office',
  );
  const postal = score('Postal Service', 'Illustrative Examples:  Post offices Mail carriers', 'post office');
  t.ok(postal > builder, `Post offices (${postal}) above Post office construction (${builder})`);

  const machinery = score('Farm Machinery and Equipment Manufacturing', null, 'poultry farm');
  const poultry = score('Poultry and Egg Production', 'Illustrative Examples:  Poultry farms', 'poultry farm');
  t.ok(poultry > machinery, `Poultry farms (${poultry}) above Farm Machinery (${machinery})`);

  const chairs = score(
    'Manufacture of medical and dental instruments and supplies',
    "This class includes:\n- dentists' chairs\n- dental fillings",
    'dentist',
  );
  const practice = score('Dental practice activities', 'This class includes:\n- activities of dentists', 'dentist');
  t.ok(practice > chairs, `activities of dentists (${practice}) above dentists' chairs (${chairs})`);
});

t.test('a generic word or another place after it says the same establishment', async (t) => {
  // the same words in another order: the place last, or followed by a word that says the same establishment
  const same = (text: string, phrase: string, reordered: string) =>
    t.equal(
      score('Retail trade', `Illustrative Examples:  ${phrase}`, text),
      score('Retail trade', `Illustrative Examples:  ${reordered}`, text),
      `${text}: "${phrase}" as "${reordered}"`,
    );
  same('gas station', 'Gasoline stations operators', 'Operators gasoline stations');
  same('bakery', 'Bakery shops', 'Shops bakery');
  same('dentist', "Dentists' offices", "Offices dentists'");
  t.ok(
    score('Retail trade', 'Illustrative Examples:  Bakery equipment', 'bakery') <
      score('Retail trade', 'Illustrative Examples:  Equipment bakery', 'bakery'),
    'another thing after it: the place is said of it',
  );
  // a product's text is not an establishment's: "X manufacturing" is the activity on it
  const bread = score('Commercial Bakeries', 'Illustrative Examples:  Bread manufacturing', 'bread');
  t.equal(bread, score('Commercial Bakeries', 'Illustrative Examples:  Manufacturing bread', 'bread'));
});

t.test("a compound idea's words apart, another word between them, are not the idea", async (t) => {
  const bulk = (phrase: string) =>
    score('Petroleum Bulk Stations and Terminals', `Illustrative Examples:  ${phrase}`, 'gas station');
  t.ok(
    bulk('Liquefied gas (LPG) bulk stations') < bulk('Bulk gas stations (LPG), liquefied'),
    'gas and stations apart, LPG between them: less than the same words together',
  );
  // the NAICS index's inverted entries say the words together across the comma
  t.equal(bulk('Stations, gas, bulk'), bulk('Bulk gas stations'));
});
