import t from 'tap';
import { markBrand, queryGroups } from '../../../projections/classify/expand.ts';
import { weigh } from '../../../projections/classify/rank.ts';
import { WEIGHTS } from '../../../projections/classify/score.ts';
import { brandWords, nameKind } from '../../../projections/classify/text.ts';

/**
 * A description that opens on the firm's name: its first words are the brand ("Metro" of "Metro Haul provides local
 * freight trucking" reached Specialized Freight through a bridge, metro -> line), its last ones the kind.
 */
t.test('the brand words of a name that opens a description', async (t) => {
  t.same(brandWords('Metro Haul provides local freight trucking'), ['Metro']);
  t.same(brandWords('Dragon Fist Martial Arts teaches karate'), ['Dragon', 'Fist']);
  t.same(brandWords('Insurance Agency. Offering auto insurance'), [], 'a sentence of its own is the kind, not a name');
  t.same(brandWords('Hauling dry van freight'), [], 'one capitalised word opens any sentence');
  t.same(brandWords('We install roofs'), []);
});

t.test('an idea named only in the brand is marked, one said again is not', async (t) => {
  const marked = (text: string) =>
    markBrand(text, queryGroups(text))
      .filter((g) => g.brand)
      .map((g) => g.stems.join(' '));
  t.same(marked('Metro Haul provides local freight trucking'), ['metro']);
  t.same(marked('Metro Haul provides metro freight trucking'), [], '"metro" said again is more than the brand');
});

t.test('the kind words of a name that opens a description', async (t) => {
  t.same(nameKind('Blue Ridge Roofing LLC installs roofs'), ['Roofing'], 'a legal form says no trade');
  t.same(nameKind('Happy Tails Pet Grooming offers bathing'), ['Pet', 'Grooming']);
  t.same(nameKind('Harbor Dental Group offers cleanings'), ['Dental'], 'how the firm is organised says no trade');
  t.same(nameKind('Keystone Realty Partners helps buyers'), ['Realty']);
  t.same(nameKind('Metro Haul provides local freight trucking'), ['Haul']);
  t.same(nameKind('We install roofs'), []);
  t.same(nameKind('Hauling dry van freight'), []);
});

t.test("the name's kind is the head of a description, not the last item of its list", async (t) => {
  // "Happy Tails Pet Grooming offers bathing, haircuts, nail trimming and doggy daycare" answered Child Care Services:
  // its head was "daycare", the list's last item, where a coder reads the trade the name says
  const text = 'Happy Tails Pet Grooming offers bathing, haircuts, nail trimming and doggy daycare';
  const groups = markBrand(text, queryGroups(text)).map((g) => ({ ...g, bridges: [] }));
  t.same(
    groups.filter((g) => g.kind).map((g) => g.text),
    ['pet', 'grooming'],
  );
  const df = new Map(groups.flatMap((g) => g.stems.map((s) => [s, 100] as [string, number])));
  const weighted = weigh({ groups, df, total: 100_000 });
  const w = (text: string) => weighted.find((g) => g.text === text)!.weight;
  t.equal(w('grooming'), w('daycare') * WEIGHTS.head, 'the kind weighs as the head');
  t.equal(w('pet'), w('daycare') * WEIGHTS.head, 'each of its ideas');
  // without a name the head is where it was: the last idea before a complement
  const plain = 'offers bathing, haircuts, nail trimming and doggy daycare';
  const alone = weigh({
    groups: markBrand(plain, queryGroups(plain)).map((g) => ({ ...g, bridges: [] })),
    df,
    total: 100_000,
  });
  const v = (text: string) => alone.find((g) => g.text === text)!.weight;
  t.equal(v('daycare'), v('bathing') * WEIGHTS.head);
});
