import t from 'tap';
import { confirmedFirst } from '../../../projections/classify/evidence.ts';
import type { Ranked, TieEvidence } from '../../../projections/classify/match.ts';

// A crosswalk's confirmation puts a near-tied code first (evidence.ts `confirmedFirst`), but never one an aid names
// less closely than the best: ties.ts put the codes an aid names exactly first, and the confirmation must not undo it.
const ranked = (code: string, score: number, more: Partial<Ranked> = {}, tie?: Partial<TieEvidence>): Ranked => ({
  system: 'soc_2018',
  code,
  title: code,
  score,
  confidence_level: 'high',
  matched_words: [],
  level: 4,
  leaf: true,
  ancestors: [],
  kind: 'standard',
  ...more,
  ...(tie
    ? { tie: { said: 2, exactAid: 'alternate_title', own: 0, p: 0, aidPhrases: 1, exactPhrases: 1, ...tie } }
    : {}),
});
const first = (rs: Ranked[]) => [...rs].sort((a, b) => b.score - a.score)[0].code;

t.test('two codes an aid names alike: the one the crosswalks confirm goes first ("truck driver")', async (t) => {
  const rs = [ranked('53-3033', 0.98, {}, {}), ranked('53-3032', 0.975, { corroborated: true }, {})];
  confirmedFirst(rs);
  t.equal(first(rs), '53-3032');
});

t.test('a code no aid names for the text stays below one an aid names ("Water Analyst")', async (t) => {
  const rs = [ranked('19-4042', 0.9841, {}, {}), ranked('19-2041', 0.918, { corroborated: true })];
  confirmedFirst(rs);
  t.equal(first(rs), '19-4042', 'O*NET names "Water Analyst" under 19-4042: the confirmation does not lift 19-2041');
  t.equal(rs[1].score, 0.918, 'its score unchanged');
});

t.test('an aid phrase in another form stays below the words as written', async (t) => {
  const rs = [ranked('a', 0.99, {}, { said: 2 }), ranked('b', 0.985, { corroborated: true }, { said: 1 })];
  confirmedFirst(rs);
  t.equal(first(rs), 'a');
});
