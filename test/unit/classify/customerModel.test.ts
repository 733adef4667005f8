import t from 'tap';
import {
  markBrand,
  markCustomers,
  modelFirmOwn,
  modelStems,
  queryGroups,
} from '../../../projections/classify/expand.ts';
import { terms } from '../../../projections/classify/text.ts';

/** A description segment's ideas as classify.ts reads them: its customers and its name's brand marked. */
const ideas = (seg: string) => markBrand(seg, markCustomers(seg, queryGroups(seg)));

t.test("the model also reads a firm's description without its customers", async (t) => {
  // read whole, the model leaned to the veterinarians the customers name (Veterinary Services before Software
  // Publishers); its reading without them is averaged in (rank.ts `SegmentQuery.modelOwn`)
  const seg = 'Tidemark develops scheduling software for dental practices and veterinary clinics';
  const own = modelFirmOwn(seg, ideas(seg))?.modelOwn;
  t.ok(own, 'a reading without the customers');
  t.notOk(
    own!.some((s) => terms('dental practices veterinary clinics').includes(s)),
    own!.join(' '),
  );
  t.ok(own!.includes(terms('software')[0]), 'the product stays');
});

t.test('a description naming no customer and no brand has one reading', async (t) => {
  const seg = 'develops scheduling software';
  t.equal(modelFirmOwn(seg, ideas(seg)), undefined);
  t.same(modelStems(seg), terms(seg));
});

t.test('a word the firm says of itself too stays', async (t) => {
  // "clinics" is the firm's own activity and its customers': kept
  const seg = 'runs walk-in clinics for employers and clinics';
  const own = modelFirmOwn(seg, ideas(seg))?.modelOwn ?? modelStems(seg);
  t.ok(own.includes(terms('clinics')[0]), own.join(' '));
});
