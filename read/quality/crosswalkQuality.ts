import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { inverseMatchSql } from '../../projections/equivalences/matchTypes.ts';
import type { CrosswalkQuality, RecordedRepair } from './crosswalkQualityShapes.ts';

/** Unmapped leaves, repairs and odd edges listed per side of a card (the totals count them all). */
export const QUALITY_LIST_MAX = 20;

/** The repairs the last `ingest --official` applied (DATA_DIR/repairs.tsv), or none when not recorded here. */
export type RepairsLoader = () => Promise<RecordedRepair[]>;

const TOP = (alias: string) => `split_part(${alias}.path, E'\\x1f', 1)`;

/**
 * How far to trust the crosswalk between systems a and b, in one card: where its edges come from
 * (official, curated, derived; and the groups of either side that translate only through their
 * descendants, hierarchy.ts), the match types read from a, each side's leaves with and without a link
 * to the other (the first unmapped listed, all of them paged by GET /diff), the repairs and
 * contradictions `ingest --official` applied to this pair, edges joining top-level groups the rest of
 * the pair never joins, and when the pair last changed. Five queries, each bounded by the pair's edges.
 */
export async function crosswalkQuality(
  db: Queryable,
  a: string,
  b: string,
  repairs: RecordedRepair[] = [],
): Promise<CrosswalkQuality> {
  const pair = [a, b];
  const [edges, sides, unrelated, changed, names] = await Promise.all([
    db.query<{ kind: string; source: string; match_type: string; n: number }>(
      `SELECT coalesce(provenance->>'kind', 'curated') AS kind, coalesce(provenance->>'source', 'unrecorded') AS source,
              match_type, count(*)::int AS n
         FROM (SELECT match_type, provenance FROM equivalences WHERE source_system = $1 AND target_system = $2
               UNION ALL
               SELECT ${inverseMatchSql('match_type')}, provenance FROM equivalences WHERE source_system = $2 AND target_system = $1) e
        GROUP BY 1, 2, 3`,
      pair,
    ),
    Promise.all([sideQuery(db, [a, b]), sideQuery(db, [b, a])]),
    db.query<{ a_code: string; b_code: string; a_group: string; b_group: string; total: number }>(
      `WITH e AS (SELECT x.a_code, x.b_code, ${TOP('na')} AS a_group, ${TOP('nb')} AS b_group
                    FROM (SELECT source_code AS a_code, target_code AS b_code FROM equivalences WHERE source_system = $1 AND target_system = $2
                          UNION SELECT target_code, source_code FROM equivalences WHERE source_system = $2 AND target_system = $1) x
                    JOIN nodes na ON na.system = $1 AND na.code = x.a_code
                    JOIN nodes nb ON nb.system = $2 AND nb.code = x.b_code),
            c AS (SELECT a_group, b_group, count(*) AS n FROM e GROUP BY 1, 2),
            g AS (SELECT a_group, sum(n) AS n FROM c GROUP BY 1),
            odd AS (SELECT e.* FROM e JOIN c USING (a_group, b_group) JOIN g USING (a_group) WHERE c.n = 1 AND g.n >= 20)
       SELECT odd.*, count(*) OVER ()::int AS total FROM odd ORDER BY a_code, b_code LIMIT ${QUALITY_LIST_MAX}`,
      pair,
    ),
    // the pair's stream in the PostgreSQL event log (crosswalk-{a}~{b}, ids in order); none with another event store
    db.query<{ at: Date | null }>(`SELECT max(created_at) AS at FROM events WHERE stream = $1`, [
      `crosswalk-${[a, b].sort().join('~')}`,
    ]),
    db.query<{ id: string; name: string }>('SELECT id, name FROM systems WHERE id = ANY($1::text[])', [pair]),
  ]);
  const name = new Map(names.rows.map((r) => [r.id, r.name]));
  const provenance = { official: 0, curated: 0, derived: 0, hierarchy: 0 };
  const match_types = { exact: 0, close: 0, broad: 0, narrow: 0, partial: 0, related: 0 };
  const sources = new Map<string, { source: string; kind: string; edges: number }>();
  let total = 0;
  for (const r of edges.rows) {
    total += r.n;
    const kind = r.kind in provenance ? (r.kind as keyof typeof provenance) : 'curated';
    provenance[kind] += r.n;
    const type = (r.match_type in match_types ? r.match_type : 'related') as keyof typeof match_types;
    match_types[type] += r.n;
    const key = `${r.kind}\u001f${r.source}`;
    const s = sources.get(key) ?? { source: r.source, kind: r.kind, edges: 0 };
    s.edges += r.n;
    sources.set(key, s);
  }
  const side = (which: 'a' | 'b') => {
    const r = sides[which === 'a' ? 0 : 1].rows[0];
    const [s, o] = which === 'a' ? [a, b] : [b, a];
    return {
      system: s,
      name: name.get(s) ?? null,
      leaves: r.leaves,
      mapped_leaves: r.mapped,
      unmapped_leaves: r.leaves - r.mapped,
      coverage: r.leaves ? Math.round((1000 * r.mapped) / r.leaves) / 1000 : 0,
      unmapped: r.unmapped ?? [],
      unmapped_link: `/api/v1/diff?a=${encodeURIComponent(s)}&b=${encodeURIComponent(o)}`,
      groups_through_hierarchy: r.through_hierarchy,
    };
  };
  const A = side('a');
  const B = side('b');
  provenance.hierarchy = A.groups_through_hierarchy + B.groups_through_hierarchy;
  const ofPair = repairs.filter((r) => involves(r.edge, a, b) || (r.now !== null && involves(r.now, a, b)));
  const fixed = ofPair.filter((r) => r.rule !== 'contradicted_by_official');
  const dropped = ofPair.filter((r) => r.rule === 'contradicted_by_official');
  const byRule = {
    lost_leading_zero: fixed.filter((r) => r.rule === 'lost_leading_zero').length,
    accidental_end: fixed.filter((r) => r.rule === 'accidental_end').length,
  };
  return {
    a: A,
    b: B,
    edges: total,
    provenance,
    sources: [...sources.values()].sort((x, y) => y.edges - x.edges || x.source.localeCompare(y.source)),
    match_types,
    repairs: { total: fixed.length, by_rule: byRule, items: fixed.slice(0, QUALITY_LIST_MAX) },
    contradictions: { total: dropped.length, items: dropped.slice(0, QUALITY_LIST_MAX) },
    unrelated_sections: {
      total: unrelated.rows[0]?.total ?? 0,
      items: unrelated.rows.map(({ total: _t, ...r }) => r),
    },
    last_change: changed.rows[0]?.at ? new Date(changed.rows[0].at).toISOString() : null,
    downloads: {
      sssom: `/api/v1/crosswalks/${a}/${b}.sssom.tsv`,
      turtle: `/api/v1/crosswalks/${a}/${b}.ttl`,
      csv: `/api/v1/crosswalks/${a}/${b}.csv`,
    },
  };
}

// one side of the pair ($1, towards $2): its leaves, those linked, the first unmapped, and its groups
// with no edge of their own whose descendants have one (hashed subplans over the side's linked codes)
const sideQuery = preparedQuery<{
  leaves: number;
  mapped: number;
  unmapped: { code: string; title: string }[] | null;
  through_hierarchy: number;
}>(
  `WITH linked AS MATERIALIZED (
          SELECT source_code AS code FROM equivalences WHERE source_system = $1 AND target_system = $2
          UNION SELECT target_code FROM equivalences WHERE target_system = $1 AND source_system = $2),
        leaves AS MATERIALIZED (
          SELECT n.code, n.title, n.seq, n.code IN (SELECT code FROM linked) AS mapped
            FROM nodes n WHERE n.system = $1 AND n.child_count = 0)
   SELECT (SELECT count(*)::int FROM leaves) AS leaves,
          (SELECT count(*)::int FROM leaves WHERE mapped) AS mapped,
          (SELECT json_agg(json_build_object('code', u.code, 'title', u.title) ORDER BY u.seq)
             FROM (SELECT code, title, seq FROM leaves WHERE NOT mapped ORDER BY seq LIMIT ${QUALITY_LIST_MAX}) u) AS unmapped,
          (SELECT count(DISTINCT g.code)::int FROM linked l
             JOIN nodes n ON n.system = $1 AND n.code = l.code
             CROSS JOIN LATERAL unnest(string_to_array(left(n.path, -1), E'\\x1f')) AS g(code)
            WHERE g.code <> l.code AND g.code NOT IN (SELECT code FROM linked)) AS through_hierarchy`,
);

/** Whether an edge `s:c -> t:d` joins systems a and b. */
function involves(edge: string, a: string, b: string): boolean {
  const m = /^([^:]+):.* -> ([^:]+):/.exec(edge);
  return !!m && ((m[1] === a && m[2] === b) || (m[1] === b && m[2] === a));
}
