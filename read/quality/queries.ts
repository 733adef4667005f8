import { SUCCESSIONS } from '../../projections/editions/successions.ts';
import type { Queryable } from '../../platform/db.ts';
import { pageBounds } from '../../projections/catalog/page.ts';
import type { QualityCheck, QualityReport } from './shapes.ts';
import { officialChecks, type OfficialReference } from './officialChecks.ts';

const TOP = `split_part(%.path, E'\\x1f', 1)`; // top-level ancestor of a node
const top = (alias: string) => TOP.replace('%', alias);

const ids = (list: readonly string[]) => {
  if (!list.every((id) => /^[a-z0-9_]+$/.test(id))) throw new Error('system ids only');
  return list.map((id) => `'${id}'`).join(', ');
};
const PAIRS = SUCCESSIONS.map((x) => `('${ids([x.from]).slice(1, -1)}', '${ids([x.to]).slice(1, -1)}')`).join(', ');

/** Each check: a SQL query yielding (system, codes text[], detail) rows, optionally for one system ($1). */
const CHECKS: { kind: string; description: string; sql: string }[] = [
  {
    kind: 'duplicate_sibling_titles',
    description: 'Sibling codes (same parent) carrying the same title; usually one took a neighbour’s title',
    sql: `SELECT system, array_agg(code ORDER BY seq) AS codes, min(title) AS detail FROM nodes
           WHERE $1::text IS NULL OR system = $1
           GROUP BY system, parent, lower(title) HAVING count(*) > 1`,
  },
  {
    kind: 'level_mismatch',
    description: 'Codes whose level is not their parent’s level plus one',
    sql: `SELECT n.system, ARRAY[n.code, p.code] AS codes, format('level %s under %s at level %s', n.level, p.code, p.level) AS detail
            FROM nodes n JOIN nodes p ON p.system = n.system AND p.code = n.parent
           WHERE ($1::text IS NULL OR n.system = $1) AND n.level <> p.level + 1`,
  },
  {
    kind: 'total_roots',
    description: 'Top-level codes that look like totals or aggregates rather than classes',
    sql: `SELECT system, ARRAY[code] AS codes, title AS detail FROM nodes
           WHERE ($1::text IS NULL OR system = $1) AND parent IS NULL
             AND (code ~* '^(total|all|tot)$' OR title ~* '^(total|all (products|commodities|industries))\\M')`,
  },
  {
    kind: 'dangling_ends',
    description: 'Crosswalk edges with an end that is not a code of its system',
    sql: `SELECT e.source_system AS system, ARRAY[e.source_system || ':' || e.source_code, e.target_system || ':' || e.target_code] AS codes,
                 CASE WHEN s.code IS NULL THEN 'source missing' ELSE 'target missing' END AS detail
            FROM equivalences e
            LEFT JOIN nodes s ON s.system = e.source_system AND s.code = e.source_code
            LEFT JOIN nodes t ON t.system = e.target_system AND t.code = e.target_code
           WHERE ($1::text IS NULL OR e.source_system = $1 OR e.target_system = $1) AND (s.code IS NULL OR t.code IS NULL)`,
  },
  {
    kind: 'unrelated_groups',
    description:
      'Edges joining top-level groups that the rest of their system pair links at most once, while those ends’ groups link elsewhere at least 20 times',
    sql: `WITH g AS (
            SELECT e.source_system AS ss, e.source_code AS sc, e.target_system AS ts, e.target_code AS tc,
                   ${top('s')} AS sg, ${top('t')} AS tg
              FROM equivalences e
              JOIN nodes s ON s.system = e.source_system AND s.code = e.source_code
              JOIN nodes t ON t.system = e.target_system AND t.code = e.target_code
             WHERE $1::text IS NULL OR e.source_system = $1 OR e.target_system = $1),
          c AS (SELECT ss, ts, sg, tg, count(*) AS n FROM g GROUP BY 1, 2, 3, 4),
          s AS (SELECT ss, ts, sg, sum(n) AS n FROM c GROUP BY 1, 2, 3)
          SELECT g.ss AS system, ARRAY[g.ss || ':' || g.sc, g.ts || ':' || g.tc] AS codes,
                 format('group %s of %s meets group %s of %s once; %s other edges of %s go elsewhere', g.sg, g.ss, g.tg, g.ts, s.n - 1, g.sg) AS detail
            FROM g JOIN c USING (ss, ts, sg, tg) JOIN s USING (ss, ts, sg)
           WHERE c.n = 1 AND s.n >= 20`,
  },
  {
    kind: 'ambiguous_successor',
    description:
      'Classes of a replaced edition (NACE Rev. 2) whose official correspondence gives several successors: migrating them needs a choice (POST /batch/migrate lists the candidates)',
    sql: `SELECT e.source_system AS system, ARRAY[e.source_code] || array_agg(e.target_system || ':' || e.target_code ORDER BY e.target_code) AS codes,
                 format('%s successors in %s', count(*), e.target_system) AS detail
            FROM equivalences e JOIN nodes n ON n.system = e.source_system AND n.code = e.source_code AND n.child_count = 0
           WHERE (e.source_system, e.target_system) IN (${PAIRS}) AND e.provenance->>'kind' = 'official'
             AND ($1::text IS NULL OR e.source_system = $1 OR e.target_system = $1)
           GROUP BY e.source_system, e.source_code, e.target_system HAVING count(*) > 1`,
  },
  {
    kind: 'edition_unlinked',
    description:
      'Codes of a new edition with no official link from the edition it replaced, and ISIC Rev. 5 codes with no (derived) link to NACE Rev. 2.1: what the correspondence leaves missing',
    sql: `SELECT n.system, ARRAY[n.code] AS codes,
                 CASE WHEN n.system = 'isic_rev5' THEN 'no link to nace_rev21 (structures differ here)'
                      ELSE format('no official link from %s', p.prev) END AS detail
            FROM nodes n
            LEFT JOIN (VALUES ${PAIRS}) AS p(prev, cur) ON p.cur = n.system
           WHERE (p.cur IS NOT NULL OR n.system = 'isic_rev5') AND ($1::text IS NULL OR n.system = $1)
             AND NOT EXISTS (SELECT 1 FROM equivalences e
                              WHERE (p.cur IS NOT NULL AND e.source_system = p.prev AND e.target_system = n.system AND e.target_code = n.code
                                     AND e.provenance->>'kind' = 'official')
                                 OR (n.system = 'isic_rev5' AND e.source_system = 'isic_rev5' AND e.source_code = n.code AND e.target_system = 'nace_rev21'))`,
  },
];

/**
 * The data-quality report: every check's total and its first `limit` findings; `system` narrows it to one
 * system. With the official files' reference, the served data's disagreements with them too.
 */
export async function qualityReport(
  db: Queryable,
  args: { limit?: number; system?: string } = {},
  official?: OfficialReference,
): Promise<QualityReport> {
  const { limit } = pageBounds(args);
  const checks: QualityCheck[] = [];
  for (const c of CHECKS) {
    const { rows } = await db.query<{ system: string; codes: string[]; detail: string; total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM (${c.sql}) x ORDER BY system, codes LIMIT $2`,
      [args.system ?? null, limit],
    );
    checks.push({
      kind: c.kind,
      description: c.description,
      total: rows[0]?.total ?? 0,
      items: rows.map(({ total: _t, ...r }) => r),
    });
  }
  if (official)
    for (const c of await officialChecks(db, official, args.system))
      checks.push({ kind: c.kind, description: c.description, total: c.items.length, items: c.items.slice(0, limit) });
  return { limit, total: checks.reduce((n, c) => n + c.total, 0), checks };
}
