import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { withAncestors } from '../../../projections/classify/enrich.ts';
import type { Match } from '../../../projections/classify/match.ts';
import { checkpointedDatabase } from '../../helpers/checkpointed.ts';

// An answer's ancestors are named by their titles, read once per catalog (enrich.ts `withAncestors`): a
// renamed ancestor is seen once the catalog's read model says it changed, not a stale title for ever.

const { pool, markChanged } = await checkpointedDatabase(t, ['catalog']);
await pool.query(
  `INSERT INTO nodes (system, code, title, level, seq, path) VALUES ('t_sys', '1', 'Crop Production', 1, 1, '1')`,
);
// a parent of a default-scope system: read with every other one at once (enrich.ts `parents`)
await pool.query(
  `INSERT INTO nodes (system, code, title, level, seq, path, child_count)
   VALUES ('naics_2022', '11', 'Agriculture', 1, 1, '11', 1)`,
);

const ancestorsOf = async () => {
  const m = {
    system: 't_sys',
    code: '11',
    ancestors: [
      { code: '1', title: '' },
      { code: '9', title: '' },
    ],
  };
  await withAncestors(pool, [m as unknown as Match]);
  return m.ancestors.map((a) => a.title);
};

t.test("an ancestor's title, and a renamed one once the catalog changed", async (t) => {
  t.same(await ancestorsOf(), ['Crop Production', '9'], 'the title; an unknown code keeps its code');
  await pool.query(`UPDATE nodes SET title = 'Crop and Animal Production' WHERE system = 't_sys' AND code = '1'`);
  await markChanged('catalog');
  await sleep(1_100); // the catalog's mark is read at most once a second
  t.same(await ancestorsOf(), ['Crop and Animal Production', '9'], 'the catalog changed: the new title');
});

t.test("a default-scope system's parent, read with the others, and renamed once the catalog changed", async (t) => {
  const titleOf = async () => {
    const m = { system: 'naics_2022', code: '111', ancestors: [{ code: '11', title: '' }] };
    await withAncestors(pool, [m as unknown as Match]);
    return m.ancestors[0].title;
  };
  t.equal(await titleOf(), 'Agriculture');
  await pool.query(`UPDATE nodes SET title = 'Agriculture, Forestry' WHERE system = 'naics_2022' AND code = '11'`);
  await markChanged('catalog');
  await sleep(1_100);
  t.equal(await titleOf(), 'Agriculture, Forestry', 'the catalog changed: the new title');
});
