import type { Queryable } from '../../platform/db.ts';
import { parseDocument } from './document.ts';
import { groupQuery, queryGroups } from './expand.ts';
import { systemPrior } from './priority.ts';
import { candidates, systemKinds, termStats, type Candidate } from './queries.ts';
import { groupWeight, scoreDocument, WEIGHTS, type WeightedGroup } from './score.ts';
import { segments as splitSegments } from './segment.ts';
import { isResidual } from './text.ts';
import { withAncestors, withCrosswalks, type Crosswalk } from './enrich.ts';
import { inScope, type ClassifyKind } from './scope.ts';

export const TEXT_MAX = 2000;
export const LIMIT_DEFAULT = 5;
export const LIMIT_MAX = 50;
/** Unrestricted, one system contributes at most this many codes to a list (national copies crowd otherwise). */
export const PER_SYSTEM_UNRESTRICTED = 2;
const WIDEN_BELOW = { all: 20, selected: 40 }; // fewer candidates: widen to any rare idea or any two ideas
const RARE_DF = 5_000; // unrestricted, an idea matches alone only if it is in fewer documents
const POOL = { all: 300, selected: 400 }; // candidates ranked by ts_rank, then rescored
const PER_SYSTEM_POOL = 4; // unrestricted: candidates per system

export interface ClassifyInput {
  text: string;
  /** Exactly these systems; without it, the business systems (or every system of `kind`). */
  systems?: string[];
  kind?: ClassifyKind;
  /** Without `systems`: the default scope cut to these (the systems of the caller's countries). */
  within?: string[];
  limit?: number;
  include_crosswalks?: boolean;
}
export interface Match {
  system: string;
  code: string;
  title: string;
  score: number;
  matched_words: string[];
  level: number;
  leaf: boolean;
  ancestors: { code: string; title: string }[];
}
export interface SegmentResult {
  text: string;
  standard_matches: Match[];
  domain_matches: Match[];
}
export interface ClassifyResult {
  text: string;
  standard_matches: Match[];
  domain_matches: Match[];
  segments: SegmentResult[];
  crosswalks?: Crosswalk[];
  searched_systems: {
    scope: 'business' | ClassifyKind | 'selected';
    count: number;
    standard: string[];
    domain: string[];
  };
}

/** Bad input the caller can fix (the API answers 400, the MCP tool isError). */
export class ClassifyInputError extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
    this.name = 'ClassifyInputError';
  }
}

/**
 * Classifies free text into codes of the business systems (industries, occupations, products;
 * or every system of `kind`, or the given systems) in one ranked pass per segment of the text. Deterministic: same input and read
 * models, same output.
 */
export async function classify(db: Queryable, input: ClassifyInput): Promise<ClassifyResult> {
  const text = (input.text ?? '').trim();
  if (!text) throw new ClassifyInputError('text is empty', 'text');
  if (text.length > TEXT_MAX) throw new ClassifyInputError(`text is longer than ${TEXT_MAX} characters`, 'text');
  const limit = input.limit ?? LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw new ClassifyInputError(`limit must be an integer from 1 to ${LIMIT_MAX}`, 'limit');

  const kinds = await systemKinds(db);
  const selected = input.systems?.length ? [...new Set(input.systems)].sort() : null;
  const unknown = selected?.filter((s) => !kinds.has(s)) ?? [];
  if (unknown.length)
    throw new ClassifyInputError(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'systems');
  const within = input.within ? new Set(input.within) : null;
  const searched =
    selected ?? [...kinds.keys()].filter((id) => inScope(id, kinds.get(id), input.kind) && (!within || within.has(id)));
  if (!searched.length)
    throw new ClassifyInputError(`no ${input.kind ?? 'business'} system applies to the given countries`, 'countries');

  const perSystem = selected ? limit : Math.min(limit, PER_SYSTEM_UNRESTRICTED);
  const parts: SegmentResult[] = [];
  for (const seg of splitSegments(text)) {
    const ranked = await rankSegment(db, seg, searched, !!selected);
    parts.push({
      text: seg,
      standard_matches: top(ranked, 'standard', limit, perSystem),
      domain_matches: top(ranked, 'domain', limit, perSystem),
    });
  }
  const merged = {
    standard_matches:
      parts.length === 1
        ? parts[0].standard_matches
        : interleave(
            parts.map((p) => p.standard_matches),
            limit,
          ),
    domain_matches:
      parts.length === 1
        ? parts[0].domain_matches
        : interleave(
            parts.map((p) => p.domain_matches),
            limit,
          ),
  };
  await withAncestors(db, [
    ...merged.standard_matches,
    ...merged.domain_matches,
    ...parts.flatMap((p) => [...p.standard_matches, ...p.domain_matches]),
  ]);
  const result: ClassifyResult = {
    text,
    ...merged,
    segments: parts,
    searched_systems: {
      scope: selected ? 'selected' : (input.kind ?? 'business'),
      count: searched.length,
      standard: searched.filter((s) => kinds.get(s) === 'standard'),
      domain: searched.filter((s) => kinds.get(s) === 'domain'),
    },
  };
  if (input.include_crosswalks) result.crosswalks = await withCrosswalks(db, merged.standard_matches);
  return result;
}

interface Ranked extends Match {
  kind: string;
}

async function rankSegment(db: Queryable, text: string, within: string[], selected: boolean): Promise<Ranked[]> {
  // A few named systems bound the work and may each fill the pool; a broad scope takes a few per system.
  const systems = within;
  const groups = queryGroups(text);
  if (!groups.length) return [];
  const stems = [...new Set(groups.flatMap((g) => g.alternatives.flat()))];
  const { df, total } = await termStats(db, stems);
  // The last idea of a phrase is its head ("long-haul truck DRIVER", "hotel CONSTRUCTION").
  const weighted: WeightedGroup[] = groups
    .map((g, i) => ({
      ...g,
      weight: groupWeight(g, df, total) * (i === groups.length - 1 && groups.length > 1 ? WEIGHTS.head : 1),
    }))
    .filter((g) => g.weight > 0);
  if (!weighted.length) return [];
  // Only forms whose every stem is indexed can match; drop the others from the tsquery.
  const usable = weighted.map((g) => ({ ...g, alternatives: g.alternatives.filter((a) => a.every((s) => df.has(s))) }));

  const scope = selected ? 'selected' : 'all';
  const pool = POOL[scope],
    perSystem = selected ? pool : PER_SYSTEM_POOL;
  const found = new Map<string, Candidate>();
  const add = (rows: Candidate[]) => {
    for (const r of rows) found.set(`${r.system}\u001f${r.code}`, r);
  };
  const widen = () => found.size < WIDEN_BELOW[scope];
  add(await candidates(db, groupQuery(usable, 'all'), systems, perSystem, pool));
  if (widen() && usable.length >= 2) {
    // Any rare idea alone, or any two ideas together: bounded work however common the words are.
    // Restricted to a few systems, every idea may match alone (the system filter bounds the work).
    const docs = (g: WeightedGroup) => g.alternatives.reduce((n, a) => n + Math.min(...a.map((s) => df.get(s)!)), 0);
    const alone = selected ? usable : usable.filter((g) => docs(g) <= RARE_DF);
    const byRarity = [...usable].sort((a, b) => docs(a) - docs(b)).slice(0, 5);
    const pairs = usable.length >= 3 ? byRarity.flatMap((a, i) => byRarity.slice(i + 1).map((b) => [a, b])) : [];
    const clauses = [...alone.map((g) => groupQuery([g], 'all')), ...pairs.map((p) => `(${groupQuery(p, 'all')})`)];
    if (clauses.length) add(await candidates(db, clauses.join(' | '), systems, perSystem, pool));
  }

  const ranked: Ranked[] = [];
  for (const c of found.values()) {
    const leaf = c.child_count === 0;
    const s = scoreDocument(parseDocument(c.doc), weighted, {
      leaf,
      residual: isResidual(c.title),
      prior: systemPrior(c.system),
    });
    if (s.score > 0)
      ranked.push({
        system: c.system,
        code: c.code,
        title: c.title,
        score: s.score,
        matched_words: s.matched,
        level: c.level,
        leaf,
        ancestors: ancestorCodes(c.path),
        kind: c.kind,
      });
  }
  return ranked.sort(byRank);
}

const byRank = (a: Match, b: Match) =>
  b.score - a.score ||
  b.level - a.level ||
  (a.system < b.system ? -1 : a.system > b.system ? 1 : 0) ||
  (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Ancestor codes from the node's path (codes each followed by U+001F), root first; titles come later. */
function ancestorCodes(path: string): { code: string; title: string }[] {
  return path
    .split('\u001f')
    .slice(0, -2)
    .map((code) => ({ code, title: '' }));
}

function top(ranked: Ranked[], kind: string, limit: number, perSystem: number): Match[] {
  const out: Match[] = [];
  const perSys = new Map<string, number>();
  for (const r of ranked) {
    if (r.kind !== kind) continue;
    const n = perSys.get(r.system) ?? 0;
    if (n >= perSystem) continue;
    perSys.set(r.system, n + 1);
    const { kind: _k, ...m } = r;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}

/** Round-robin over the segments' lists, so each business of the text is represented. */
function interleave(lists: Match[][], limit: number): Match[] {
  const out: Match[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++) {
    for (const l of lists) {
      const m = l[i];
      if (!m || seen.has(`${m.system}\u001f${m.code}`)) continue;
      seen.add(`${m.system}\u001f${m.code}`);
      out.push(m);
      if (out.length >= limit) break;
    }
  }
  return out;
}
