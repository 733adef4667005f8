import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * ISIC Rev 4 read through NACE Rev 2 (refine.ts): UNSD's ISIC file names its classes ("Raising of cattle and
 * buffaloes", "Sale of motor vehicles"), Eurostat's NACE file refines each into classes that say what they include
 * ("Raising of dairy cattle", "Sale of cars and light motor vehicles": new and used); ranked with ISIC, each NACE class
 * lands on the ISIC class it lies within.
 */
t.test('ISIC Rev 4 answers with what NACE Rev 2 says of its classes', async (t) => {
  const { app, db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const isic = async (text: string) =>
    (await classify(db.pool, { text, systems: ['isic_rev4'], limit: 3 })).standard_matches;

  t.test('a dairy farm is ISIC 0141, through NACE 01.41 "Raising of dairy cattle"', async (t) => {
    const [best] = await isic('Dairy farm with 200 cows');
    t.match(best, { system: 'isic_rev4', code: '0141', via: { system: 'nace_rev2', code: '01.41' } });
  });

  t.test('wholesale of used cars is the sale of motor vehicles (4510), not of their parts', async (t) => {
    const [best] = await isic('Wholesale of used cars');
    t.match(best, { code: '4510', via: { system: 'nace_rev2', code: '45.11' } });
  });

  t.test('the refinement is evidence, never an answer of its own; REST says the same', async (t) => {
    const matches = await isic('Hotel');
    t.equal(matches[0].code, '5510');
    t.ok(
      matches.every((m) => m.system === 'isic_rev4'),
      'no NACE code in an ISIC answer',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/classify',
      payload: { text: 'Hotel', systems: ['isic_rev4'], limit: 3 },
      remoteAddress: '10.9.6.2',
    });
    t.same(
      res.json().standard_matches.map((m: { code: string }) => m.code),
      matches.map((m) => m.code),
    );
  });
});
