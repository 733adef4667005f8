import t from 'tap';
import { isCharFeature, textFeatures } from '../../../projections/classify/model/features.ts';
import { predict, train, TRAIN_DEFAULTS, type Example } from '../../../projections/classify/model/train.ts';

/**
 * The model's character n-grams weigh less than its words (train.ts `charWeight`): a title's own word, said
 * by one code, counts for more than the n-grams other codes' words share with it (a stem gives up to 15
 * n-grams against one word).
 */
const B = TRAIN_DEFAULTS.buckets;
const example = (label: string, text: string): Example => ({ system: 's', label, features: textFeatures(text, B) });
const examples = [
  example('platers', 'Plater'),
  example('platers', 'Electroplating tank tender'),
  example('others', 'Platerman'),
  example('others', 'Platerboy'),
  example('others', 'Plateroperson'),
  example('others', 'Platerwoman'),
];

t.test('words and character n-grams hash into their own halves of the rows', async (t) => {
  const features = textFeatures('plater', B);
  t.equal(features.filter((f) => !isCharFeature(f, B)).length, 1, 'one word, no pair');
  t.equal(features.filter((f) => isCharFeature(f, B)).length, 15, 'the 3- to 5-grams of "<plater>"');
  t.ok(
    features.every((f) => f >= 0 && f < B),
    'within the buckets',
  );
});

t.test("a word one code says counts for more than the n-grams others' words share with it", async (t) => {
  const p = async (charWeight: number) => {
    const model = await train(examples, { ...TRAIN_DEFAULTS, charWeight });
    t.equal(model.charWeight, charWeight, 'the model keeps its weight');
    const [best] = predict(model, model.heads[0], textFeatures('Plater', B), 1);
    t.equal(best.label, 'platers');
    return best.p;
  };
  t.ok((await p(TRAIN_DEFAULTS.charWeight)) > (await p(1)) + 0.02, 'surer at the fitted weight than at 1');
});
