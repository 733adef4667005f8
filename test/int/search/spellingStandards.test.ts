import t from 'tap';
import { createSearchFixture, STANDARD_TEST } from '../../helpers/searchFixture.ts';

// Spelling correction prefers the main standards' own words (projections/search/pgSpelling.ts): of candidates
// equally near a misspelt word, one a standard's title holds as written wins over a commoner word only
// vocabularies use, and a word too rare to be a candidate otherwise is one when a standard holds it.
t.test("a misspelt word is corrected toward the standards' vocabulary", async (t) => {
  const { index, indexDocs } = await createSearchFixture(t, [
    STANDARD_TEST,
    {
      id: 'voc_t',
      name: 'Vocabulary test',
      kind: 'domain',
      provenance: 'expert_curated',
      authority: 'Industry Consensus',
    },
  ]);
  const voc = ['Cubing puzzles', 'Speed cubing', 'Cubing clubs', 'Cubing records', 'Blind cubing'];
  await indexDocs({
    std_t: [
      { code: '1', title: 'Wineries', level: 1 },
      { code: '2', title: 'Clubbing of fingers', level: 1 },
      { code: '3', title: 'Clubbing of toes', level: 1 },
      { code: '4', title: 'Clubbing, acquired', level: 1 },
    ],
    voc_t: voc.map((title, i) => ({ code: String(i), title, level: 1 })),
  });
  const wine = await index.search({ q: 'wienries', limit: 10, offset: 0 });
  t.equal(wine.corrected, 'wineries', "a word in one title only, a standard's, is a candidate");
  t.same(
    wine.items.map((h) => h.code),
    ['1'],
  );
  const club = await index.search({ q: 'clubing', limit: 10, offset: 0 });
  t.equal(club.corrected, 'clubbing', "one edit from both: the standard's word before the commoner vocabulary word");
});
