import t from 'tap';
import type pg from 'pg';
import type { Queryable } from '../../../platform/db.ts';
import { STORED_ARGS } from '../../../projections/equivalences/storedAnswers.ts';
import { translateCode } from '../../../projections/equivalences/translations.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * The roll-up of target groups (projections/equivalences/hierarchy.ts, rollUpGroups) reads only the ancestors of
 * the reached codes that could be covered (as many reached codes under them as children). Every sixth linked code
 * of the sample with the official files (in (system, code) order) is translated as stored (the REST defaults)
 * twice: as it is, and with the ancestry statement answered by every ancestor of the reached codes, unpruned, in
 * reverse order.
 * The answers must be the same bytes: the pruning drops no group that could be covered, and the codes under a
 * group are listed in an order that does not depend on the order of the rows.
 */

/** Every ancestor of the reached codes and the reached codes themselves: [system, code, parent, child_count, level]. */
const UNPRUNED = `WITH r AS (SELECT DISTINCT n.system, n.code, n.path FROM unnest($1::text[], $2::text[]) AS q(s, c)
                    JOIN nodes n ON n.system = q.s AND n.code = q.c),
      a AS (SELECT r.system, x.code FROM r CROSS JOIN LATERAL unnest(string_to_array(left(r.path, -1), E'\\x1f')) AS x(code)
            UNION SELECT r.system, r.code FROM r)
  SELECT json_agg(json_build_array(k.system, k.code, k.parent, k.child_count, k.level)
                  ORDER BY k.system COLLATE "C" DESC, k.code COLLATE "C" DESC) AS rows
    FROM a JOIN nodes k ON k.system = a.system AND k.code = a.code`;

const isAncestry = (text: string) => text.includes('json_agg(json_build_array(') && text.includes('child_count, ');

t.test(
  'the roll-up reads the coverable ancestors only, and its answer does not depend on the rows order',
  async (t) => {
    const s = await createTestStack(t, {
      official: true,
      env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' },
    });
    const pool = s.db.pool;
    let asked = 0,
      pruned = 0,
      unpruned = 0;
    /** The pool, with the rows of the ancestry statement counted. */
    const counted = {
      query: async (config: pg.QueryConfig | string, values?: unknown[]) => {
        const r = await pool.query(config as string, values);
        if (typeof config === 'object' && isAncestry(config.text)) {
          asked++;
          pruned += r.rows[0]?.rows?.length ?? 0;
        }
        return r;
      },
    } as unknown as Queryable;
    /** The pool, with the ancestry statement read unpruned and reversed. */
    const reference = {
      query: async (config: pg.QueryConfig | string, values?: unknown[]) => {
        if (typeof config === 'object' && isAncestry(config.text)) {
          const r = await pool.query(UNPRUNED, config.values);
          unpruned += r.rows[0]?.rows?.length ?? 0;
          return r;
        }
        return pool.query(config as string, values);
      },
    } as unknown as Queryable;

    const { rows: linked } = await pool.query<{ system: string; code: string }>(
      'SELECT system, code FROM equivalence_neighbours ORDER BY system, code',
    );
    const codes = linked.filter((_, i) => i % 6 === 0);
    let rolled = 0,
      same = 0;
    const differ: string[] = [];
    for (const { system, code } of codes) {
      const a = JSON.stringify(await translateCode(counted, system, code, STORED_ARGS));
      const b = JSON.stringify(await translateCode(reference, system, code, STORED_ARGS));
      if (a.includes('"source":"hierarchy"')) rolled++;
      if (a === b) same++;
      else differ.push(`${system}:${code}`);
    }
    t.ok(asked > 500, `the ancestry was read for ${asked} answers`);
    t.ok(rolled > 200, `${rolled} answers roll up a target group`);
    t.ok(pruned < unpruned, `the pruned statement returned ${pruned} rows, the unpruned ${unpruned}`);
    t.same(differ.slice(0, 10), [], `${same} of ${codes.length} answers the same bytes`);
  },
);
