import type { Match, Ranked } from './match.ts';

/** A segment's list of one kind: best first, at most `perSystem` codes of one system, `limit` in all. */
export function top(ranked: Ranked[], kind: string, limit: number, perSystem: number): Match[] {
  const out: Match[] = [];
  const perSys = new Map<string, number>();
  for (const r of ranked) {
    if (r.kind !== kind) continue;
    const n = perSys.get(r.system) ?? 0;
    if (n >= perSystem) continue;
    perSys.set(r.system, n + 1);
    const { kind: _k, titleKey: _t, residual: _r, corroborated: _c, named: _n, ...m } = r;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}

/** Round-robin over the segments' lists, so each business of the text is represented. */
export function interleave(lists: Match[][], limit: number): Match[] {
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
