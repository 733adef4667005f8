import type { Queryable } from '../../platform/db.ts';
import { crosswalkTargets } from './queries.ts';
import type { Evidence, Via } from './match.ts';

/**
 * Evidence across systems: a text that matches well in one system carries its match along the
 * official crosswalks into the others (an occupation named in an ISCO example list lands on the
 * SOC codes mapped to it; a NAICS match informs ISIC and NACE), weighted by the edge's match type.
 * A carried code keeps the path it came by (`via`, whose shape is in match.ts).
 */

/**
 * Hubs: the international standards national and other systems are mapped to. A source with no
 * edge into a searched system may reach it through one (ESCO occupations map only to ISCO-08).
 */
export const HUBS = ['isco_08', 'isic_rev4'] as const;

export interface Carriable {
  system: string;
  code: string;
  title: string;
  score: number;
  level: number;
  leaf: boolean;
  matched_words: string[];
  ancestors: { code: string; title: string }[];
  kind: string;
  via?: Via;
  /** What carried the match (a carried code: `crosswalk`, with the source's aid phrase when one carried it). */
  evidence?: Evidence;
  /** Another system's best match, carried along a crosswalk, agrees with this code. */
  corroborated?: boolean;
}

/** How much of a source's score an edge carries: exact most, partial least. */
const MATCH_WEIGHT: Record<string, number> = { exact: 0.95, narrow: 0.85, broad: 0.8, related: 0.7, partial: 0.7 };
export const CARRY = 0.9;
/** A source this sure of itself confirms the code it lands on (a near tie goes that way: evidence.ts). */
const CONFIRMS = 0.75;
/** Sources: the best codes scoring at least this, a few per system. */
const SOURCE_MIN = 0.5,
  SOURCES = 12,
  SOURCES_PER_SYSTEM = 3,
  TARGETS_MAX = 400;
/** A refinement's best codes carried into the system it refines (refine.ts), whatever their score. */
const REFINED_SOURCES = 20;

/**
 * Adds to `into` (codes of `targets`) what the best matches of `from` carry across the crosswalks:
 * a code found both ways keeps the better score plus a tenth of the other (agreeing evidence);
 * a code found only by the crosswalk enters with the carried score. `refining`: `from` are the matches of a system
 * that refines the targets code for code (refine.ts), each carried whole onto the one code it lies within.
 */
export async function carryAcross(
  db: Queryable,
  from: Carriable[],
  into: Carriable[],
  targets: string[],
  make: (row: Awaited<ReturnType<typeof crosswalkTargets>>[number]) => Carriable,
  refining = false,
): Promise<Carriable[]> {
  const perSystem = new Map<string, number>();
  const sources = refining
    ? [...from].sort((a, b) => b.score - a.score).slice(0, REFINED_SOURCES)
    : from
        .filter((m) => m.score >= SOURCE_MIN)
        .sort((a, b) => b.score - a.score)
        .filter((m) => {
          const n = perSystem.get(m.system) ?? 0;
          perSystem.set(m.system, n + 1);
          return n < SOURCES_PER_SYSTEM;
        })
        .slice(0, SOURCES);
  if (!sources.length) return into;
  const bySource = new Map(sources.map((s) => [`${s.system}\u001f${s.code}`, s]));
  const rows = await crosswalkTargets(
    db,
    sources.map((s) => [s.system, s.code]),
    targets,
    TARGETS_MAX,
    HUBS,
  );
  const byKey = new Map(into.map((m) => [`${m.system}\u001f${m.code}`, m]));
  const out = [...into];
  for (const r of rows) {
    const src = bySource.get(`${r.source_system}\u001f${r.source_code}`)!;
    const edge = (type: string | null) => (type === null ? 1 : (MATCH_WEIGHT[type] ?? 0.6));
    // a refinement's class lies within the one class it lands on: what describes it describes that class
    const weight = refining ? 1 : edge(r.match_type) * edge(r.through_type) * CARRY;
    const carried = Math.round(src.score * weight * 10_000) / 10_000;
    const key = `${r.system}\u001f${r.code}`;
    const via: Via = { system: src.system, code: src.code, title: src.title, match_type: r.match_type };
    if (r.through_system)
      via.through = {
        system: r.through_system,
        code: r.through_code!,
        title: r.through_title ?? '',
        match_type: r.through_type!,
      };
    const mine = byKey.get(key);
    if (!mine) {
      const m = {
        ...make(r),
        score: carried,
        matched_words: src.matched_words,
        via,
        evidence: { ...(src.evidence ?? { kind: 'title' as const }), kind: 'crosswalk' as const },
      };
      byKey.set(key, m);
      out.push(m);
    } else if (!mine.via || carried > mine.score) {
      const agreed = Math.max(mine.score, carried) + Math.min(mine.score, carried) / 10;
      if (carried > mine.score) {
        mine.via = via;
        mine.evidence = { ...(src.evidence ?? { kind: 'title' }), kind: 'crosswalk' };
      }
      if (src.system !== mine.system && src.score >= CONFIRMS) mine.corroborated = true;
      mine.score = Math.min(1, Math.round(agreed * 10_000) / 10_000);
    }
  }
  return out;
}
