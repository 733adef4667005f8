import type { Queryable } from '../../platform/db.ts';
import { DISCLAIMER } from '../disclaimer.ts';
import { pageBounds, type PageArgs } from './page.ts';
import type { CodeOccurrence, Occurrences } from './nodeShapes.ts';

/** Every system that has this exact code, by system id (an empty page when none has). */
export async function nodesByCode(db: Queryable, code: string, page: PageArgs = {}): Promise<Occurrences> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `SELECT n.system, s.name AS system_name, n.code, n.title, n.level, n.parent, n.child_count = 0 AS leaf, count(*) OVER ()::int AS total
       FROM nodes n JOIN systems s ON s.id = n.system WHERE n.code = $1 ORDER BY n.system LIMIT $2 OFFSET $3`,
    [code, limit, offset],
  );
  let total: number = rows[0]?.total;
  if (total === undefined)
    total = offset > 0 ? (await db.query(`SELECT count(*)::int AS n FROM nodes WHERE code = $1`, [code])).rows[0].n : 0;
  const items = rows.map(({ total: _t, ...r }) => r as CodeOccurrence);
  return { code, items, total, limit, offset, disclaimer: DISCLAIMER };
}
