import t from 'tap';
import { modelOwnStems, modelStems } from '../../../projections/classify/expand.ts';
import { meanOpinion, type Opinion } from '../../../projections/classify/model/blend.ts';
import { terms } from '../../../projections/classify/text.ts';

/** An opinion of one system from a table of probabilities, its codes most probable first. */
const opinion = (p: Record<string, number>): Opinion => ({
  p: (system, code) => (system === 'soc_2018' ? p[code] : undefined),
  top: (system, k) =>
    system === 'soc_2018'
      ? Object.keys(p)
          .sort((a, b) => p[b] - p[a])
          .slice(0, k)
      : [],
});

t.test("a posting title's own words, as the model reads them, without its department", async (t) => {
  // "Butcher - Meat Department" is read "Meat Department Butcher" (normalize.ts `cleanTitle`)
  t.same(modelOwnStems('Meat Department Butcher', ['Meat Department']), terms('Butcher'), 'the department goes');
  t.same(
    modelOwnStems('ICU RN', ['ICU']),
    modelStems('registered nurse'),
    'read as the model reads the title: abbreviations spelt out',
  );
  t.same(modelOwnStems('Sales Sales', ['Sales']), terms('Sales Sales'), 'nothing left: the whole reading');
});

t.test("two readings counted alike: the mean of the model's probabilities", async (t) => {
  // read whole, "Meat Department Butcher" leaned to Slaughterers and Meat Packers by the phrases holding "meat
  // department"; read as "Butcher", to Butchers and Meat Cutters
  const whole = opinion({ '51-3023': 0.86, '51-3021': 0.09, '41-1011': 0.05 });
  const own = opinion({ '51-3021': 0.97, '51-3023': 0.02, '51-3022': 0.01 });
  const mean = meanOpinion(whole, own);
  t.equal(mean.p('soc_2018', '51-3021'), (0.09 + 0.97) / 2);
  t.equal(mean.p('soc_2018', '51-3023'), (0.86 + 0.02) / 2);
  t.equal(mean.p('soc_2018', '41-1011'), 0.05, 'a code one reading does not know keeps the other one');
  t.equal(mean.p('isco_08', '7411'), undefined, 'a system neither knows stays unknown');
  t.same(mean.top('soc_2018', 2), ['51-3021', '51-3023'], 'the most probable codes of the mean');
});
