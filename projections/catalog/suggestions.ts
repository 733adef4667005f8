import type { Queryable } from '../../platform/db.ts';
import { nodesByCode } from './codeAcrossSystems.ts';
import type { CodeRef, DidYouMean } from './nodeShapes.ts';
import { listSystems } from './systemQueries.ts';

/**
 * "Did you mean": what to try instead of an unknown system or code. Both doors send it: REST in
 * the 404 problem (`did_you_mean`), MCP in the isError text.
 */
export interface Missing {
  /** What is unknown: the system itself, or the code in a known system. */
  missing: 'system' | 'code';
  did_you_mean: DidYouMean;
}

/** Why (system, code) is not found, with suggestions; for a system alone, leave `code` out. */
export async function explainMissing(db: Queryable, system: string, code?: string): Promise<Missing> {
  const { rows } = await db.query('SELECT 1 FROM systems WHERE id = $1', [system]);
  if (!rows.length)
    return { missing: 'system', did_you_mean: { systems: await similarSystems(db, system), codes: [] } };
  if (code === undefined) return { missing: 'code', did_you_mean: { systems: [], codes: [] } };
  const [closest, elsewhere] = await Promise.all([closestCodes(db, system, code), nodesByCode(db, code, { limit: 5 })]);
  const others = elsewhere.items
    .filter((o) => o.system !== system)
    .map(({ system, code, title }) => ({ system, code, title }));
  return { missing: 'code', did_you_mean: { systems: [], codes: [...closest, ...others] } };
}

/** System ids that look like `id`: those matching its first word (e.g. "naics" for "NAICS 2022"). */
async function similarSystems(db: Queryable, id: string, max = 5): Promise<string[]> {
  const stem = id.split(/[_\s-]+/).find((p) => p.length >= 2) ?? id;
  return (await listSystems(db, { q: stem, limit: max })).items.map((s) => s.id);
}

/**
 * Closest existing codes by shared prefix: the longest prefix of `code` (as written, upper or lower
 * case) that is a code of the system, then its first children. Two point queries, no scan.
 */
async function closestCodes(db: Queryable, system: string, code: string, max = 5): Promise<CodeRef[]> {
  const written = code.trim();
  const prefixes = new Set<string>();
  for (const v of [written, written.toUpperCase(), written.toLowerCase()])
    for (let n = Math.min(v.length, 16); n >= 1; n--) prefixes.add(v.slice(0, n));
  const { rows } = await db.query<{ code: string; title: string }>(
    `SELECT code, title FROM nodes WHERE system = $1 AND code = ANY($2::text[]) ORDER BY length(code) DESC, code LIMIT 1`,
    [system, [...prefixes]],
  );
  if (!rows.length) return [];
  const kids = await db.query<{ code: string; title: string }>(
    'SELECT code, title FROM nodes WHERE system = $1 AND parent = $2 ORDER BY seq LIMIT $3',
    [system, rows[0].code, max - 1],
  );
  return [rows[0], ...kids.rows].map((c) => ({ system, code: c.code, title: c.title }));
}
