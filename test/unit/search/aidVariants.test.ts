import t from 'tap';
import { AID_PHRASES, aidPhrases } from '../../../projections/search/aidVariants.ts';

t.test("the query's words first, then other names of the same thing", async (t) => {
  const auto = aidPhrases(['auto', 'repair', 'shop']);
  t.equal(auto[0], 'auto repair shop', 'the words as typed come first');
  t.ok(auto.includes('car repair shop'), 'one word at a time by WordNet: auto is a car');
  t.ok(aidPhrases(['gas', 'station']).includes('gasoline station'), "the whole phrase's other names");
  const law = aidPhrases(['law', 'firm']);
  t.ok(law.includes('law office') && law.includes('law practice'), "a business's trailing word as the aids say it");
  t.ok(law.includes('law'), 'or left off');
  t.notOk(aidPhrases(['firm']).includes(''), 'a word alone is never left off');
  t.ok(aidPhrases(['plumbing', 'supply', 'company', 'office']).length <= AID_PHRASES, 'bounded');
  t.same(aidPhrases(['zzqx']), ['zzqx'], 'a word WordNet does not know: itself only');
});
