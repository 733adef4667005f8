import t from 'tap';
import type pg from 'pg';
import type { Queryable } from '../../../platform/db.ts';
import { mapLimit } from '../../../platform/mapLimit.ts';
import { KeptNodes } from '../../../projections/equivalences/keptNodes.ts';
import { KeptEdges } from '../../../projections/equivalences/keptEdges.ts';
import { readSources, type SourceRow } from '../../../projections/equivalences/sourceRows.ts';
import { STORED_ARGS } from '../../../projections/equivalences/storedAnswers.ts';
import { translateCode } from '../../../projections/equivalences/translations.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * A build of the stored answers keeps the nodes of the systems its answers reach (keptNodes.ts) and answers the
 * roll-up's ancestry and the titles from them, without a statement, keeps the read model's rows its further hops
 * read (keptEdges.ts), shared between answers, and reads a batch's sources in one statement (sourceRows.ts). Every third linked code of the sample with the official files (in
 * (system, code) order, 4 at once as the builder computes them) is translated as stored with the nodes and rows
 * kept, all of them and at most 15,000 of the ~22,000 nodes and 3,000 edges (systems and rows dropped and read again
 * while answers are in flight), and live: the answers must be the same bytes (a walk changing a kept row, or a row
 * given to the wrong code, would change later answers), and the kept translations must not send the ancestry or
 * titles statements.
 */

const isAncestry = (text: string) => text.includes('json_agg(json_build_array(') && text.includes('child_count, ');
const isTitles = (text: string) => text.includes('json_agg(t.title ORDER BY t.i)');

t.test('answers computed from the kept nodes are the live answers, byte for byte', async (t) => {
  const s = await createTestStack(t, {
    official: true,
    env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', RESPONSE_CACHE_MB: '0' },
  });
  const pool = s.db.pool;
  let perAnswer = 0;
  /** The pool, with the per-answer ancestry and titles statements counted. */
  const counted = {
    query: async (config: pg.QueryConfig | string, values?: unknown[]) => {
      if (typeof config === 'object' && (isAncestry(config.text) || isTitles(config.text))) perAnswer++;
      return pool.query(config as string, values);
    },
  } as unknown as Queryable;
  const { rows: linked } = await pool.query<{ system: string; code: string }>(
    'SELECT system, code FROM equivalence_neighbours ORDER BY system, code',
  );
  const codes = linked.filter((_, i) => i % 3 === 0);
  const live = await mapLimit(codes, 4, async ({ system, code }) =>
    JSON.stringify(await translateCode(pool, system, code, STORED_ARGS)),
  );
  // the sources as the builder reads them: a batch of 200 in one statement
  const sources: (SourceRow | null)[] = [];
  for (let i = 0; i < codes.length; i += 200) sources.push(...(await readSources(pool, codes.slice(i, i + 200))));
  t.equal(sources.filter((r) => r === null).length, 0, 'every source read with its batch');
  let readUnbounded = 0;
  for (const [maxNodes, maxEdges] of [
    [undefined, undefined],
    [15_000, 3_000],
  ]) {
    const kept = new KeptNodes(maxNodes);
    const edges = new KeptEdges(maxEdges);
    perAnswer = 0;
    const answers = await mapLimit(codes, 4, async ({ system, code }, i) =>
      JSON.stringify(
        await translateCode(counted, system, code, STORED_ARGS, { nodes: kept, edges, source: sources[i] }),
      ),
    );
    const differ = codes.filter((_, i) => answers[i] !== live[i]).map((c) => `${c.system}:${c.code}`);
    t.same(
      differ.slice(0, 10),
      [],
      `kept up to ${maxNodes ?? 'the default'} nodes: ${codes.length - differ.length} of ${codes.length} answers the same bytes`,
    );
    t.equal(perAnswer, 0, 'no ancestry or titles statement');
    t.ok(kept.nodesRead > 0, `${kept.nodesRead} nodes read`);
    t.ok(edges.rowsKept > 1000, `${edges.rowsKept} hop rows answered kept, ${edges.rowsRead} read`);
    if (maxEdges) t.ok(edges.rowsRead > readUnbounded, `with ${maxEdges} edges kept rows dropped and read again`);
    else readUnbounded = edges.rowsRead;
  }
  t.ok(live.filter((a) => a.includes('"source":"hierarchy"')).length > 200, 'answers rolling up a target group');
});
