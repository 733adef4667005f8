import type { Queryable } from '../../platform/db.ts';
import type { AnswerChanges } from './answerChanges.ts';

/**
 * The codes whose stored translation answer (storedAnswers.ts: 2 hops, through the hierarchy) could have read
 * something that changed (answerChanges.ts), over the read models as they are now. An answer of code X reads:
 * - X's node and row of edges, and for a group the nodes and rows of its descendants (hierarchy.ts);
 * - the rows of the codes reached at hop 1 (linked to X or to a descendant), whose edges give hop 2;
 * - the titles of the codes it shows and the tree above every code reached (roll-ups: parents, child counts),
 *   the names of their systems, the domain vocabularies; for an edition replaced, its successors' titles and
 *   edges (editions/successors.ts), which are codes linked to X.
 * So X must be recomputed when it, or one of its descendants, is:
 * - within one edge of an end of a changed edge (its row, or a hop-1 code's row, changed);
 * - within two edges of a code whose title changed, or of the first leaf under it in path order (a group shown
 *   rolled up has every child covered, so the first child, and so on down: one of them is reached);
 * - within two edges of a code added, removed or moved, of the parents it had and has, or of a code under them
 *   (their paths, child counts, subtrees changed);
 * - within two edges of a linked code of a system renamed or made a domain vocabulary.
 * Distances are over the edges as they are now: an edge gone since is between two changed ends, so a path that
 * used it reaches a changed code over the edges left. A superset is safe (an answer computed again); a miss is
 * not (a stale answer served as current).
 *
 * Writes them into the temporary table `answer_dependents` (dropped at the end of the transaction `tx` must be),
 * keeping the codes that are linked now or hold a stored answer; returns how many of them are linked now.
 */
export async function markDependents(tx: Queryable, changes: AnswerChanges): Promise<number> {
  await tx.query(
    'CREATE TEMP TABLE answer_dependents (system text, code text, PRIMARY KEY (system, code)) ON COMMIT DROP',
  );
  const cols = (list: { system: string; code: string }[]) => [list.map((c) => c.system), list.map((c) => c.code)];
  await tx.query(
    `WITH moved AS (SELECT * FROM unnest($1::text[], $2::text[]) AS m(system, code)),
          titled AS (SELECT * FROM unnest($3::text[], $4::text[]) AS t(system, code)),
          ends AS (SELECT * FROM unnest($5::text[], $6::text[]) AS e(system, code)),
          seeds AS (
            SELECT system, code FROM moved
            UNION SELECT d.system, d.code FROM moved m JOIN nodes p ON p.system = m.system AND p.code = m.code
              JOIN nodes d ON d.system = p.system AND d.path COLLATE "C" > p.path COLLATE "C"
                          AND d.path COLLATE "C" < (left(p.path, -1) || E'\\x20') COLLATE "C"
            UNION SELECT system, code FROM titled
            UNION SELECT p.system, c FROM titled t JOIN nodes p ON p.system = t.system AND p.code = t.code
              CROSS JOIN LATERAL (SELECT l.path FROM nodes l
                                   WHERE l.system = p.system AND l.path COLLATE "C" > p.path COLLATE "C"
                                     AND l.path COLLATE "C" < (left(p.path, -1) || E'\\x20') COLLATE "C" AND l.child_count = 0
                                   ORDER BY l.path COLLATE "C" LIMIT 1) l
              -- the codes of its path below the titled code
              CROSS JOIN LATERAL unnest((string_to_array(left(l.path, -1), E'\\x1f'))
                                        [cardinality(string_to_array(left(p.path, -1), E'\\x1f')) + 1:]) AS c
            UNION SELECT system, code FROM equivalence_neighbours WHERE system = ANY($7::text[])),
          hop1 AS (
            SELECT system, code FROM seeds
            UNION SELECT x->>0, x->>1 FROM seeds JOIN equivalence_neighbours nb USING (system, code)
              CROSS JOIN LATERAL jsonb_array_elements(nb.edges) AS x),
          near AS (
            SELECT system, code FROM hop1
            UNION SELECT x->>0, x->>1 FROM hop1 JOIN equivalence_neighbours nb USING (system, code)
              CROSS JOIN LATERAL jsonb_array_elements(nb.edges) AS x
            UNION SELECT system, code FROM ends
            UNION SELECT x->>0, x->>1 FROM ends JOIN equivalence_neighbours nb USING (system, code)
              CROSS JOIN LATERAL jsonb_array_elements(nb.edges) AS x),
          reading AS (
            SELECT system, code FROM near
            UNION SELECT n.system, a FROM near JOIN nodes n USING (system, code)
              CROSS JOIN LATERAL unnest(string_to_array(left(n.path, -1), E'\\x1f')) AS a)
     INSERT INTO answer_dependents (system, code)
     SELECT r.system, r.code FROM reading r
      WHERE EXISTS (SELECT 1 FROM equivalence_neighbours nb WHERE nb.system = r.system AND nb.code = r.code)
         OR EXISTS (SELECT 1 FROM translation_answers a WHERE a.system = r.system AND a.code = r.code)`,
    [...cols(changes.moved), ...cols(changes.titled), ...cols(changes.edgeEnds), changes.systems],
  );
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM answer_dependents d
      WHERE EXISTS (SELECT 1 FROM equivalence_neighbours nb WHERE nb.system = d.system AND nb.code = d.code)`,
  );
  return rows[0].n;
}
