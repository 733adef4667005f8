import t from 'tap';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import { withTransaction } from '../../../platform/db.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Spelling correction prefers the main standards' own words (projections/search/pgSpelling.ts): of candidates
// equally near a misspelt word, one a standard's title holds as written wins over a commoner word only
// vocabularies use, and a word too rare to be a candidate otherwise is one when a standard holds it.
t.test("a misspelt word is corrected toward the standards' vocabulary", async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  await db.pool.query(
    `INSERT INTO systems (id, name, kind, provenance, authority) VALUES
       ('std_t', 'Standard test', 'standard', 'official_download', 'United Nations Statistics Division'),
       ('voc_t', 'Vocabulary test', 'domain', 'expert_curated', 'Industry Consensus')`,
  );
  const index = createPgSearch(db.pool);
  const voc = ['Cubing puzzles', 'Speed cubing', 'Cubing clubs', 'Cubing records', 'Blind cubing'];
  await withTransaction(db.pool, async (tx) => {
    await index.apply(
      [
        {
          op: 'systems',
          systems: [
            { id: 'std_t', name: 'Standard test', kind: 'standard' },
            { id: 'voc_t', name: 'Vocabulary test', kind: 'domain' },
          ],
        },
        {
          op: 'upsert',
          system: 'std_t',
          docs: [
            { code: '1', title: 'Wineries', level: 1 },
            { code: '2', title: 'Clubbing of fingers', level: 1 },
            { code: '3', title: 'Clubbing of toes', level: 1 },
            { code: '4', title: 'Clubbing, acquired', level: 1 },
          ],
        },
        { op: 'upsert', system: 'voc_t', docs: voc.map((title, i) => ({ code: String(i), title, level: 1 })) },
      ],
      tx,
    );
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
