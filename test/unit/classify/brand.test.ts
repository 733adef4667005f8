import t from 'tap';
import { markBrand, queryGroups } from '../../../projections/classify/expand.ts';
import { brandWords } from '../../../projections/classify/text.ts';

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
