/**
 * Building crosswalk edges from publisher link rows.
 *
 * Match-type rule (the same for every crosswalk): a link is 'exact' when it is one-to-one —
 * its source code has no other target, its target code has no other source (within the
 * same table and direction) — and the publisher did not flag either side as partial.
 * Every other link is 'partial'. Duplicate rows for the same pair are merged (partial
 * if any of them is).
 */
import type { EdgeRecord } from '../../commands/records.ts';

export interface LinkRow {
  source: string;
  target: string;
  partial?: boolean;
  sourceTitle?: string; // the code's title as the table states it (used to derive current-edition edges)
  targetTitle?: string;
}

/** Titles per system and code as a concordance states them: system → code → title. */
export type StatedTitles = Map<string, Map<string, string>>;

/** Collects the titles a table states for its codes (first one wins), into `into`. */
export function statedTitles(
  sourceSystem: string,
  targetSystem: string,
  rows: LinkRow[],
  into: StatedTitles = new Map(),
): StatedTitles {
  const put = (system: string, code: string, title?: string) => {
    if (!code || !title?.trim()) return;
    const m = into.get(system) ?? into.set(system, new Map()).get(system)!;
    if (!m.has(code)) m.set(code, title.trim());
  };
  for (const r of rows) {
    put(sourceSystem, r.source, r.sourceTitle);
    put(targetSystem, r.target, r.targetTitle);
  }
  return into;
}

export function buildEdges(sourceSystem: string, targetSystem: string, rows: LinkRow[]): EdgeRecord[] {
  const pairs = new Map<string, LinkRow>();
  const targetsOf = new Map<string, Set<string>>();
  const sourcesOf = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.source || !row.target) continue;
    const key = `${row.source}\u0000${row.target}`;
    const seen = pairs.get(key);
    pairs.set(key, { ...row, partial: Boolean(seen?.partial || row.partial) });
    (targetsOf.get(row.source) ?? targetsOf.set(row.source, new Set()).get(row.source)!).add(row.target);
    (sourcesOf.get(row.target) ?? sourcesOf.set(row.target, new Set()).get(row.target)!).add(row.source);
  }
  return [...pairs.values()].map((p) => ({
    source_system: sourceSystem,
    source_code: p.source,
    target_system: targetSystem,
    target_code: p.target,
    match_type:
      !p.partial && targetsOf.get(p.source)!.size === 1 && sourcesOf.get(p.target)!.size === 1 ? 'exact' : 'partial',
  }));
}

/** Left-pads a code that lost leading zeros when stored as an Excel number (`111` → `0111`). */
export function padCode(code: string, width: number): string {
  return code.padStart(width, '0');
}

/** Text of an Excel number cell as an integer code string (`111110`, never `111110.0`). */
export function numericCode(cell: string): string {
  const t = cell.trim().replace(/^'/, '').replace(/'$/, '');
  return /^\d+(\.0+)?$/.test(t) ? String(Number(t)) : t;
}
