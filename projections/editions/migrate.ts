import type { Queryable } from '../../platform/db.ts';
import { SUCCESSIONS, type Succession } from './successions.ts';
import type { Migration, MigrateResult, Successor } from './shapes.ts';

export class UnknownSuccession extends Error {}

/**
 * Codes of an older edition moved to its successor over the official correspondence (edges with
 * provenance `official` between the two systems): one successor answers the code; several are
 * returned as candidates with the table's common content and the other old codes each candidate also
 * takes, so a person can choose. One statement for the whole list.
 */
export async function migrateCodes(
  db: Queryable,
  args: { from?: string; to?: string; codes: string[] },
): Promise<MigrateResult> {
  const from = args.from ?? SUCCESSIONS[0].from;
  const to = args.to ?? SUCCESSIONS[0].to;
  const succession: Succession | undefined = SUCCESSIONS.find((s) => s.from === from && s.to === to);
  if (!succession)
    throw new UnknownSuccession(
      `no official correspondence from ${from} to ${to}; known: ${SUCCESSIONS.map((s) => `${s.from} → ${s.to}`).join(', ')}`,
    );
  const { rows } = await db.query<{ i: number; code: string; title: string | null; successors: Successor[] | null }>(
    `WITH q AS (SELECT c, i FROM unnest($3::text[]) WITH ORDINALITY AS q(c, i))
     SELECT q.i, q.c AS code, o.title,
            (SELECT json_agg(json_build_object(
                      'code', e.target_code, 'title', n.title, 'match_type', e.match_type,
                      'common_content', e.provenance->>'note',
                      'also_from', coalesce((SELECT array_agg(o2.source_code ORDER BY o2.source_code) FROM equivalences o2
                                              WHERE o2.source_system = $1 AND o2.target_system = $2 AND o2.target_code = e.target_code
                                                AND o2.source_code <> e.source_code AND o2.provenance->>'kind' = 'official'), '{}'))
                    ORDER BY e.target_code)
               FROM equivalences e LEFT JOIN nodes n ON n.system = $2 AND n.code = e.target_code
              WHERE e.source_system = $1 AND e.source_code = q.c AND e.target_system = $2
                AND e.provenance->>'kind' = 'official') AS successors
       FROM q LEFT JOIN nodes o ON o.system = $1 AND o.code = q.c
      ORDER BY q.i`,
    [from, to, args.codes],
  );
  const items: Migration[] = rows.map((r) => migration(r, succession));
  const count = (s: Migration['status']) => items.filter((i) => i.status === s).length;
  return {
    from,
    to,
    total: items.length,
    one_to_one: count('one_to_one'),
    one_to_many: count('one_to_many'),
    not_migrated: count('no_successor') + count('unknown_code'),
    items,
  };
}

function migration(
  r: { code: string; title: string | null; successors: Successor[] | null },
  s: Succession,
): Migration {
  const base = { code: r.code, title: r.title, to: s.to };
  if (r.title === null && !r.successors)
    return { ...base, status: 'unknown_code', explanation: `${r.code} is not a code of ${s.from}` };
  const list = r.successors ?? [];
  if (!list.length)
    return {
      ...base,
      status: 'no_successor',
      explanation: `the official correspondence links ${r.code} to no ${s.to} code`,
    };
  if (list.length === 1) {
    const [one] = list;
    const how = one.match_type === 'exact' ? 'the same content' : `merged with ${one.also_from.join(', ')}`;
    return { ...base, status: 'one_to_one', successor: one, explanation: `${r.code} → ${one.code} (${how})` };
  }
  return {
    ...base,
    status: 'one_to_many',
    candidates: list,
    explanation: `${r.code} is split over ${list.length} codes of ${s.to} (${list.map((c) => c.code).join(', ')}): choose by the activity`,
  };
}
