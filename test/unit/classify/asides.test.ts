import t from 'tap';
import { queryGroups } from '../../../projections/classify/expand.ts';
import type { Candidate } from '../../../projections/classify/queries.ts';
import { naicsCandidate } from './naicsCandidate.ts';
import { rankCandidate, weigh } from '../../../projections/classify/rank.ts';
import { asides } from '../../../projections/classify/text.ts';

/**
 * An "(e.g., ...)" aside illustrates the words before it (NAICS index entries are full of them): its
 * ideas weigh half and are never the head; an "(i.e., ...)" gloss restates the text and weighs in full.
 * Realistic NAICS titles; document frequencies are a corpus's orders of magnitude.
 */
const TEXT = 'Professional schools (e.g., business administration, dental, law, medical)';

t.test('the ideas of an e.g. aside are marked, those of an i.e. gloss are not', async (t) => {
  t.same(asides(TEXT), [' business administration, dental, law, medical']);
  t.same(asides('Chemical stoneware (i.e., pottery products) manufacturing'), []);
  const marked = queryGroups(TEXT)
    .filter((g) => g.aside)
    .map((g) => g.text);
  t.same(marked, ['administration', 'dental', 'law', 'medical']);
  t.notOk(
    queryGroups('Lightning protection equipment (e.g., lightning rod) installation').find((g) => g.text === 'lightning')
      ?.aside,
    'a word also named outside the aside is an idea of the text',
  );
});

const naics = (code: string, title: string) => naicsCandidate(code, title);

t.test('the schools, not the dental and medical wholesalers the aside lists', async (t) => {
  const groups = queryGroups(TEXT).map((g) => ({ ...g, bridges: [] }));
  const df = new Map<string, number>();
  for (const g of groups) for (const s of g.stems) df.set(s, 3_000);
  const weighted = weigh({ groups, df, total: 900_000 });
  const score = (c: Candidate) => rankCandidate(c, { weighted, unknownIdea: false }, true).score;
  const schools = score(naics('611310', 'Colleges, Universities, and Professional Schools'));
  const wholesalers = score(
    naics('423450', 'Medical, Dental, and Hospital Equipment and Supplies Merchant Wholesalers'),
  );
  t.ok(schools > wholesalers, `611310 ${schools} above 423450 ${wholesalers}`);
});
