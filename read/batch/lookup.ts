import type { Queryable } from '../../platform/db.ts';
import { DISCLAIMER } from '../../projections/disclaimer.ts';
import type { BatchLookup, CodeItem, ItemError, LookupItem } from './shapes.ts';

export const unknownSystem = (system: string): ItemError => ({
  status: 404,
  title: 'Unknown system',
  detail: `unknown system '${system}'; GET /api/v1/systems lists them`,
});
export const unknownCode = (system: string, code: string): ItemError => ({
  status: 404,
  title: 'Unknown code',
  detail: `system '${system}' has no code '${code}'`,
});

/**
 * Many codes looked up at once: one query for the whole batch (the items joined to nodes and
 * systems in the order asked), each item answered on its own, unknown systems and codes as errors.
 */
export async function batchLookup(db: Queryable, items: CodeItem[]): Promise<BatchLookup> {
  const { rows } = await db.query(
    `SELECT q.i - 1 AS index, q.s AS system, q.c AS code, s.id IS NOT NULL AS known_system, s.name AS system_name,
            n.code IS NOT NULL AS found, n.title, n.description, n.parent, p.title AS parent_title, n.level,
            n.child_count = 0 AS leaf, n.child_count
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(s, c, i)
       LEFT JOIN systems s ON s.id = q.s
       LEFT JOIN nodes n ON n.system = q.s AND n.code = q.c
       LEFT JOIN nodes p ON p.system = n.system AND p.code = n.parent
      ORDER BY q.i`,
    [items.map((i) => i.system), items.map((i) => i.code)],
  );
  const out: LookupItem[] = rows.map((r) => {
    const index = Number(r.index);
    if (!r.found)
      return {
        index,
        system: r.system,
        code: r.code,
        error: r.known_system ? unknownCode(r.system, r.code) : unknownSystem(r.system),
      };
    const { known_system: _k, found: _f, ...node } = r;
    return { ...node, index };
  });
  return { items: out, total: out.length, errors: out.filter((i) => i.error).length, disclaimer: DISCLAIMER };
}
