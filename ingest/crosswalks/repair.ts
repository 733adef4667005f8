import type { EdgeRecord } from '../../commands/records.ts';
import type { CodeIndex } from './codeIndex.ts';
import { edgeText, type Repair } from './repairs.ts';

/**
 * The corpus's zero-loss defect: numeric codes stored as numbers lost their leading zero
 * (ISIC `0620` became `620`, ISCO `0110` became `110`). Two classes are repaired:
 *  - `lost_leading_zero`: the end does not exist but `0` + code does;
 *  - `accidental_end`: both exist (ISIC 620 is a real group, "Computer programming") and the
 *    zero-padded code's top-level group agrees with the other end's far more often across the
 *    rest of the pair's edges (NAICS 21 Mining meets ISIC B Mining, not J Information).
 * The group statistics come from the official tables' edges (`reference`) and the unambiguous
 * edges (no padded twin). Codes shorter than 3 digits are left alone (ISCO `1` and `01` are both
 * plausible ends).
 */
export function repairEdges(
  edges: EdgeRecord[],
  index: CodeIndex,
  reference: EdgeRecord[] = [],
): { edges: EdgeRecord[]; repairs: Repair[] } {
  const twin = (system: string, code: string) => /^\d+$/.test(code) && Boolean(index.get(system)?.has(`0${code}`));
  const rootOf = (system: string, code: string) => index.get(system)?.get(code)?.root;
  const key = (s: string, r: string, o: string, or: string) =>
    s < o ? `${s}|${r}|${o}|${or}` : `${o}|${or}|${s}|${r}`;
  const groups = new Map<string, number>();
  for (const e of [...reference, ...edges]) {
    if (twin(e.source_system, e.source_code) || twin(e.target_system, e.target_code)) continue;
    const a = rootOf(e.source_system, e.source_code);
    const b = rootOf(e.target_system, e.target_code);
    if (a === undefined || b === undefined) continue;
    const k = key(e.source_system, a, e.target_system, b);
    groups.set(k, (groups.get(k) ?? 0) + 1);
  }
  const repairs: Repair[] = [];
  const fix = (system: string, code: string, other: string, otherCode: string): [string, Repair['rule']] | null => {
    const codes = index.get(system);
    if (!codes || !/^\d+$/.test(code) || !codes.has(`0${code}`)) return null;
    if (!codes.has(code)) return [`0${code}`, 'lost_leading_zero'];
    if (code.length < 3) return null;
    const or = rootOf(other, otherCode) ?? rootOf(other, `0${otherCode}`);
    if (or === undefined) return null;
    const score = (c: string) => groups.get(key(system, codes.get(c)!.root, other, or)) ?? 0;
    return score(`0${code}`) > score(code) ? [`0${code}`, 'accidental_end'] : null;
  };
  const out = new Map<string, EdgeRecord>();
  for (const e of edges) {
    const s = fix(e.source_system, e.source_code, e.target_system, e.target_code);
    const t = fix(e.target_system, e.target_code, e.source_system, e.source_code);
    const now = s || t ? { ...e, source_code: s?.[0] ?? e.source_code, target_code: t?.[0] ?? e.target_code } : e;
    if (s || t) repairs.push({ rule: (s ?? t)![1], edge: edgeText(e), now: edgeText(now) });
    const k = edgeText(now);
    if (!out.has(k)) out.set(k, now);
  }
  return { edges: [...out.values()], repairs };
}
