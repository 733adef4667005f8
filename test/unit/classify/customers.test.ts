import t from 'tap';
import { markCustomers, queryGroups } from '../../../projections/classify/expand.ts';
import type { Candidate } from '../../../projections/classify/queries.ts';
import { naicsCandidate } from './naicsCandidate.ts';
import { rankCandidate, weigh } from '../../../projections/classify/rank.ts';
import { customerClauses } from '../../../projections/classify/text.ts';

/**
 * A firm's description often says whom it works for ("plastic parts for the automotive and appliance industries"):
 * its customers, not its activity. Their ideas weigh half and are never the head. Realistic NAICS titles;
 * document frequencies are a corpus's orders of magnitude.
 */
const TEXT = 'injection molder of custom plastic parts for the automotive and appliance industries';
const marked = (text: string) =>
  markCustomers(text, queryGroups(text))
    .filter((g) => g.customer)
    .map((g) => g.text);

t.test('the ideas of a customer clause are marked, and only they', async (t) => {
  t.same(customerClauses(TEXT), ['the automotive and appliance industries']);
  t.same(marked(TEXT), ['automotive', 'appliance', 'industries']);
  t.same(marked('janitorial services to office buildings, banks and medical facilities'), [
    'office',
    'buildings',
    'banks',
    'medical',
    'facilities',
  ]);
  t.same(marked('structural steel beams and stairs for commercial building contractors'), [
    'commercial',
    'building',
    'contractors',
  ]);
  t.same(
    marked('wellness exams, vaccinations and surgery for dogs and cats'),
    [],
    'for whom, not a customer noun: kept',
  );
  t.same(marked('automotive parts for automotive repair shops'), [], 'no customer noun: nothing marked');
  t.same(
    marked('steel building contractors for contractors'),
    [],
    'a word also said outside the clause is an idea of the text',
  );
});

t.test('the janitors, not the buildings their customers own', async (t) => {
  const text = 'janitorial services to office buildings, banks and medical facilities';
  const df = new Map<string, number>();
  const scored = (mark: boolean) => {
    const plain = queryGroups(text);
    const groups = (mark ? markCustomers(text, plain) : plain).map((g) => ({ ...g, bridges: [] }));
    for (const g of groups) for (const s of g.stems) df.set(s, 3_000);
    const weighted = weigh({ groups, df, total: 900_000 });
    const score = (c: Candidate) => rankCandidate(c, { weighted, unknownIdea: false }, true).score;
    return {
      weighted,
      janitors: score(naicsCandidate('561720', 'Janitorial Services')),
      lessors: score(naicsCandidate('531120', 'Lessors of Nonresidential Buildings (except Miniwarehouses)')),
    };
  };
  const [before, after] = [scored(false), scored(true)];
  t.ok(
    after.janitors > before.janitors,
    `the activity covers more of the text: ${before.janitors} -> ${after.janitors}`,
  );
  t.ok(after.lessors < before.lessors, `the customers' class less: ${before.lessors} -> ${after.lessors}`);
  const weightOf = (w: typeof before.weighted, text: string) => w.find((g) => g.text === text)!.weight;
  t.equal(weightOf(after.weighted, 'banks'), weightOf(before.weighted, 'banks') / 2, 'a customer idea weighs half');
});

t.test('travellers, patients and the establishments a firm supplies are its customers', async (t) => {
  t.same(customerClauses('private jet charter flights for business and leisure travelers'), [
    'business and leisure travelers',
  ]);
  t.same(customerClauses('dentistry for patients of all ages'), ['patients']);
  t.same(customerClauses('canned goods and paper products to restaurants and convenience stores'), [
    'restaurants and convenience stores',
  ]);
  t.same(customerClauses('a law firm representing clients in injury cases'), ['clients']);
});

t.test('the practices, clinics, dealerships and farms a firm serves are its customers', async (t) => {
  // "software for physical therapy clinics" answered Outpatient Care Centers: the clinics buy the software
  t.same(customerClauses('scheduling and billing software for physical therapy clinics'), ['physical therapy clinics']);
  t.same(customerClauses('bookkeeping for dental practices'), ['dental practices']);
  t.same(customerClauses('detailing supplies to car dealerships'), ['car dealerships']);
  t.same(customerClauses('custom websites for local nonprofits'), ['local nonprofits']);
  t.same(customerClauses('fencing supplies to cattle ranchers'), ['cattle ranchers']);
});

t.test('a list of customers is read to its last customer noun, and what a firm supplies opens one', async (t) => {
  // the clause stopped at its first customer noun: "bars" and "liquor stores" were still the beer wholesaler's activity
  t.same(customerClauses('beer, wine and spirits to restaurants, bars and liquor stores'), [
    'restaurants, bars and liquor stores',
  ]);
  // "supplies restaurants, schools and hospitals with groceries": the restaurants buy, the groceries are the trade
  t.same(customerClauses('Valley Food Distributors supplies restaurants, schools and hospitals with groceries'), [
    'restaurants, schools and hospitals',
  ]);
  t.same(customerClauses('supplying bars and liquor stores'), ['bars and liquor stores']);
  t.same(customerClauses('restaurant supplies to caterers'), [], 'supplies as a noun opens nothing');
  t.same(customerClauses('detailing supplies to car dealerships'), ['car dealerships'], '"to" opens it as before');
});
