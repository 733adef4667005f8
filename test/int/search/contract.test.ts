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
      await index.drop!();
    });
    searchIndexContract(t, async () => ({
      index,
      apply: (ops) => index.apply(ops, undefined as never),
      async setCountries(l) {
        links.push(...l);
      },
    }));
    // Issue 19 item 4: a rebuild never leaves search empty; the new index is swapped in when complete
    t.test('meilisearch: a rebuild fills new indexes and swaps them in when complete', async (t) => {
      const q = (text: string) => index.search({ q: text, limit: 20, offset: 0 });
      t.ok((await q('truck')).total > 0, 'the live index answers');
      await index.reset(undefined as never);
      t.ok((await q('truck')).total > 0, 'during the rebuild queries still use the live index');
      await index.apply(
        [
          { op: 'systems', systems: [{ id: 'new_t', name: 'New test', kind: 'standard' }] },
          { op: 'upsert', system: 'new_t', docs: [{ code: 'Z1', title: 'Zeppelin mooring', level: 1 }] },
        ],
        undefined as never,
      );
      t.equal((await q('zeppelin')).total, 0, 'the half-built index is not queried');
      await index.caughtUp!();
      t.equal((await q('zeppelin')).total, 1, 'swapped in when complete');
      t.equal((await q('truck')).total, 0, 'and the old documents are gone');
    });
  },
);
