import { deriveTree } from './derive.ts';
import type { Queryable } from '../../platform/db.ts';

/**
 * Recomputes path, child_count and subtree_size of the given systems from their parent links,
 * then the systems' counts. Used after incremental changes (a new release's difference). The tree
 * is derived in memory from one read of each system's rows (by primary key), and only the rows whose
 * figures changed are written: no recursive join over `nodes`, whose secondary indexes a long replay
 * sets aside (a recursive CTE then scanned the whole table once per tree level).
 */
export async function recomputeTree(db: Queryable, systems: string[]): Promise<void> {
  if (!systems.length) return;
  for (const system of systems) {
    const { rows } = await db.query<{
      code: string;
      parent: string | null;
      path: string;
      child_count: number;
      subtree_size: number;
    }>('SELECT code, parent, path, child_count, subtree_size FROM nodes WHERE system = $1', [system]);
    const derived = deriveTree(rows);
    const codes: string[] = [],
      paths: string[] = [],
      kids: number[] = [],
      sizes: number[] = [];
    for (const r of rows) {
      const d = derived.get(r.code);
      if (!d || (d.path === r.path && d.childCount === r.child_count && d.subtreeSize === r.subtree_size)) continue;
      codes.push(r.code);
      paths.push(d.path);
      kids.push(d.childCount);
      sizes.push(d.subtreeSize);
    }
    if (codes.length)
      await db.query(
        `UPDATE nodes SET path = x.path, child_count = x.kids, subtree_size = x.size
           FROM unnest($2::text[], $3::text[], $4::int[], $5::int[]) AS x(code, path, kids, size)
          WHERE nodes.system = $1 AND nodes.code = x.code`,
        [system, codes, paths, kids, sizes],
      );
  }
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
