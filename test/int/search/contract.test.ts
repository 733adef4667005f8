import { randomBytes } from 'node:crypto';
import t from 'tap';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import { createMeiliSearch } from '../../../projections/search/meiliSearch.ts';
import { withTransaction } from '../../../platform/db.ts';
import { searchIndexContract } from '../../contracts/searchIndex.ts';
import { createTestDatabase } from '../../helpers/database.ts';

t.test('adapter: postgres (embedded default)', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  searchIndexContract(t, async () => {
    const index = createPgSearch(db.pool);
    return {
      index,
      apply: (ops) => withTransaction(db.pool, (tx) => index.apply(ops, tx)),
      async setCountries(links) {
        await db.pool.query(
          `INSERT INTO country_systems (country, system, relevance, ord) SELECT c, s, 'official', 0 FROM unnest($1::text[], $2::text[]) AS x(c, s)`,
          [links.map((l) => l.country), links.map((l) => l.system)],
        );
      },
    };
  });
});

const meiliUrl = process.env.MEILI_URL;
t.test(
  'adapter: meilisearch',
  { skip: meiliUrl ? false : 'skipped: MEILI_URL is not set (no Meilisearch server on this machine)' },
  async (t) => {
    const links: { country: string; system: string }[] = [];
    const index = createMeiliSearch({
      url: meiliUrl!,
      apiKey: process.env.MEILI_MASTER_KEY,
      indexPrefix: `test_${randomBytes(4).toString('hex')}_`,
      countrySystems: async (cc) => links.filter((l) => cc.includes(l.country)).map((l) => l.system),
    });
    t.teardown(async () => {
      await index.reset(undefined as never);
    });
    searchIndexContract(t, async () => ({
      index,
      apply: (ops) => index.apply(ops, undefined as never),
      async setCountries(l) {
        links.push(...l);
      },
    }));
  },
);
