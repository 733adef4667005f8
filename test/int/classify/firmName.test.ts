import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * A description that opens on the firm's name reads the kind the name says as its head (rank.ts `weigh`, text.ts
 * `nameKind`), where the last item of its list was: "Happy Tails Pet Grooming offers bathing, haircuts, nail trimming
 * and doggy daycare" answered Child Care Services on "daycare", "Spotless Dry Cleaners provides dry cleaning, laundry,
 * alterations and wedding gown preservation" (ISIC Rev 4) the social work its "service" met.
 */
t.test("the kind a firm's name says leads its description's list", async (t) => {
  const { db } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const first = async (text: string, system: string) =>
    (await classify(db.pool, { text, systems: [system], limit: 3 })).standard_matches.map((m) => m.title);

  const grooming = await first(
    'Happy Tails Pet Grooming offers bathing, haircuts, nail trimming and doggy daycare in a clean, friendly environment.',
    'naics_2022',
  );
  t.equal(grooming[0], 'Pet Care (except Veterinary) Services', grooming.join('; '));
  const cleaners = await first(
    'Spotless Dry Cleaners provides dry cleaning, laundry, alterations and wedding gown preservation with same-day service.',
    'isic_rev4',
  );
  t.match(cleaners[0], /cleaning of textile/, cleaners.join('; '));
});
