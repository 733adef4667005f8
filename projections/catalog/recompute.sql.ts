import type { Queryable } from '../../platform/db.ts';

/**
 * Recomputes path, child_count and subtree_size of the given systems from their parent links,
 * then the systems' counts. Used after incremental changes (a new release's difference).
 */
export async function recomputeTree(db: Queryable, systems: string[]): Promise<void> {
  if (!systems.length) return;
  await db.query(
    `WITH RECURSIVE t AS (
       SELECT system, code, code || E'\\x1f' AS path FROM nodes WHERE system = ANY($1) AND parent IS NULL
       UNION ALL
       SELECT n.system, n.code, t.path || n.code || E'\\x1f' FROM nodes n JOIN t ON n.system = t.system AND n.parent = t.code
     )
     UPDATE nodes SET path = t.path FROM t
      WHERE nodes.system = t.system AND nodes.code = t.code AND nodes.path IS DISTINCT FROM t.path`,
    [systems],
  );
  // Set-based (no per-row subqueries, no index needed): every node counts once for each code on
  // its path (its ancestors and itself), and once for its parent's child count.
  await db.query(
    `WITH sizes AS (
       SELECT n.system, a.code, count(*) AS size
         FROM nodes n CROSS JOIN LATERAL unnest(string_to_array(left(n.path, -1), E'\\x1f')) AS a(code)
        WHERE n.system = ANY($1) GROUP BY n.system, a.code
     ), kids AS (
       SELECT system, parent AS code, count(*) AS children FROM nodes
        WHERE system = ANY($1) AND parent IS NOT NULL GROUP BY system, parent
     ), figures AS (
       SELECT s.system, s.code, s.size, coalesce(k.children, 0) AS children FROM sizes s LEFT JOIN kids k USING (system, code)
     )
     UPDATE nodes SET child_count = f.children, subtree_size = f.size FROM figures f
      WHERE nodes.system = f.system AND nodes.code = f.code
        AND (nodes.child_count, nodes.subtree_size) IS DISTINCT FROM (f.children::int, f.size::int)`,
    [systems],
  );
  await refreshSystemCounts(db, systems);
}

export async function refreshSystemCounts(db: Queryable, systems: string[]): Promise<void> {
  await db.query(
    `UPDATE systems s SET node_count = coalesce(c.nodes, 0), leaf_count = coalesce(c.leaves, 0),
            max_depth = coalesce(c.depth, 0), root_count = coalesce(c.roots, 0), updated_at = now()
       FROM (SELECT id FROM unnest($1::text[]) AS id) ids
       LEFT JOIN (SELECT system, count(*) AS nodes, count(*) FILTER (WHERE child_count = 0) AS leaves,
                         max(level) AS depth, count(*) FILTER (WHERE parent IS NULL) AS roots
                    FROM nodes WHERE system = ANY($1) GROUP BY system) c ON c.system = ids.id
      WHERE s.id = ids.id`,
    [systems],
  );
}
