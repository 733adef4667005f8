import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * The verb says the kind of activity (activity.ts, rank.ts `ACTIVITY_CLASH`): a firm that produces cheese is listed with
 * the cheese makers, not beside the dairy products wholesaler whose index items name the same cheeses; a wholesale
 * distributor of fruit with the wholesalers and processors, not the greengrocers.
 */
t.test('an industry naming another activity than the text leaves the first answers', async (t) => {
  const { db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const titles = async (text: string, system: string) =>
    (await classify(db.pool, { text, systems: [system], limit: 3 })).standard_matches.map((m) => m.title);

  const creamery = await titles('Creamery producing cheddar and mozzarella cheese', 'naics_2022');
  t.equal(creamery[0], 'Cheese Manufacturing');
  t.notOk(
    creamery.some((x) => /Wholesalers/.test(x)),
    `no wholesaler among the first three (${creamery.join('; ')})`,
  );
  const fruit = await titles('Wholesale distributor of fresh fruit and vegetables', 'isic_rev4');
  t.match(fruit[0], /^Wholesale/);
  t.notOk(
    fruit.some((x) => /^Retail/.test(x)),
    `no retail trade among the first three (${fruit.join('; ')})`,
  );
});
