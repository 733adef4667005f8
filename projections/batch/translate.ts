import type { Queryable } from '../../platform/db.ts';
import { DISCLAIMER } from '../disclaimer.ts';
import { unknownCode, unknownSystem } from './lookup.ts';
import {
  inverseMatchSql,
  provenanceOrUnrecordedSql,
  provenanceRankSql,
  strengthSql,
} from '../equivalences/matchTypes.ts';
import type { BatchTranslate, CodeItem, TranslateItem } from './shapes.ts';

/** Official and curated edges first, then by strength of the SKOS type (exact, close, broad/narrow, partial, related). */
const RANK = `${provenanceRankSql('e.provenance')}, ${strengthSql('e.match_type')}`;

/**
 * Many codes carried into one or more target systems at once, over direct crosswalk edges in
 * either direction: one query for the whole batch, at most `maxMatches` codes per item and target
 * (official before derived, then the strongest type; broad/narrow read from the asked code's end). Paths through intermediate systems are GET /translations' job, one code at a time.
 */
export async function batchTranslate(
  db: Queryable,
  items: CodeItem[],
  targets: string[],
  maxMatches: number,
): Promise<BatchTranslate> {
  const { rows } = await db.query(
    `WITH q AS (SELECT s, c, i FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(s, c, i)),
     edges AS (
       SELECT q.i, e.target_system AS system, e.target_code AS code, e.match_type, e.provenance
         FROM q JOIN equivalences e ON e.source_system = q.s AND e.source_code = q.c AND e.target_system = ANY($3::text[])
       UNION
       SELECT q.i, e.source_system, e.source_code, ${inverseMatchSql('e.match_type')}, e.provenance
         FROM q JOIN equivalences e ON e.target_system = q.s AND e.target_code = q.c AND e.source_system = ANY($3::text[])
     ),
     ranked AS (
       SELECT e.*, row_number() OVER (PARTITION BY e.i, e.system ORDER BY ${RANK}, e.code) AS r FROM edges e
     ),
     agg AS (
       SELECT r.i, json_agg(json_build_object('system', r.system, 'code', r.code, 'title', t.title, 'match_type', r.match_type,
                                              'provenance', ${provenanceOrUnrecordedSql('r.provenance')})
                            ORDER BY array_position($3::text[], r.system), r.r) AS matches
         FROM ranked r LEFT JOIN nodes t ON t.system = r.system AND t.code = r.code
        WHERE r.r <= $4 GROUP BY r.i
     )
     SELECT q.i - 1 AS index, q.s AS system, q.c AS code, s.id IS NOT NULL AS known_system, n.title,
            coalesce(agg.matches, '[]') AS matches
       FROM q LEFT JOIN systems s ON s.id = q.s LEFT JOIN nodes n ON n.system = q.s AND n.code = q.c
       LEFT JOIN agg ON agg.i = q.i
      ORDER BY q.i`,
    [items.map((i) => i.system), items.map((i) => i.code), targets, maxMatches],
  );
  const out: TranslateItem[] = rows.map((r) => {
    const base = { index: Number(r.index), system: r.system, code: r.code };
    if (r.title === null)
      return { ...base, error: r.known_system ? unknownCode(r.system, r.code) : unknownSystem(r.system) };
    return { ...base, title: r.title, matches: r.matches };
  });
  return { targets, items: out, total: out.length, errors: out.filter((i) => i.error).length, disclaimer: DISCLAIMER };
}
