import t from 'tap';
import { confirmedFirst } from '../../../projections/classify/evidence.ts';
import type { Ranked } from '../../../projections/classify/match.ts';
import { ranked } from './rankedMatch.ts';

// A crosswalk's confirmation puts a near-tied code first (evidence.ts `confirmedFirst`), but never one an aid names
// less closely than the best: ties.ts put the codes an aid names exactly first, and the confirmation must not undo it.
const first = (rs: Ranked[]) => [...rs].sort((a, b) => b.score - a.score)[0].code;

t.test('two codes an aid names alike: the one the crosswalks confirm goes first ("truck driver")', async (t) => {
  const rs = [ranked('53-3033', 0.98, {}), ranked('53-3032', 0.975, {}, { corroborated: true })];
  confirmedFirst(rs);
  t.equal(first(rs), '53-3032');
});

t.test('a code no aid names for the text stays below one an aid names ("Water Analyst")', async (t) => {
  const rs = [ranked('19-4042', 0.9841, {}), ranked('19-2041', 0.918, undefined, { corroborated: true })];
  confirmedFirst(rs);
  t.equal(first(rs), '19-4042', 'O*NET names "Water Analyst" under 19-4042: the confirmation does not lift 19-2041');
  t.equal(rs[1].score, 0.918, 'its score unchanged');
});

t.test('an aid phrase in another form stays below the words as written', async (t) => {
  const rs = [ranked('a', 0.99, { said: 2 }), ranked('b', 0.985, { said: 1 }, { corroborated: true })];
  confirmedFirst(rs);
  t.equal(first(rs), 'a');
});
