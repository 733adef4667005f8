import type { EdgeRecord } from '../../commands/records.ts';
import { edgeText, type Repair } from './repairs.ts';

const end = (system: string, code: string) => `${system}\u001f${code}`;
const unordered = (e: EdgeRecord) => {
  const a = end(e.source_system, e.source_code);
  const b = end(e.target_system, e.target_code);
  return a < b ? `${a}\u001e${b}` : `${b}\u001e${a}`;
};

/**
 * The edges served once official files are applied. Official and derived edges come first; a curated
 * (bundle) edge between the same systems whose end a table covers (the table lists every link of
 * that code) but which the table does not state is contradicted by it and dropped.
 */
export function reconcileEdges(
  curated: EdgeRecord[],
  authoritative: EdgeRecord[],
): { edges: EdgeRecord[]; repairs: Repair[] } {
  const covered = new Set<string>(); // source system → target system → source code, as `s\u001ft\u001fcode`
  const stated = new Set<string>();
  for (const e of authoritative) {
    covered.add(`${e.source_system}\u001f${e.target_system}\u001f${e.source_code}`);
    stated.add(unordered(e));
  }
  const out = new Map<string, EdgeRecord>();
  for (const e of authoritative) if (!out.has(edgeText(e))) out.set(edgeText(e), e);
  const repairs: Repair[] = [];
  for (const e of curated) {
    const k = edgeText(e);
    if (out.has(k)) continue;
    const isCovered =
      covered.has(`${e.source_system}\u001f${e.target_system}\u001f${e.source_code}`) ||
      covered.has(`${e.target_system}\u001f${e.source_system}\u001f${e.target_code}`);
    if (isCovered && !stated.has(unordered(e))) {
      repairs.push({ rule: 'contradicted_by_official', edge: k, now: null });
      continue;
    }
    out.set(k, e);
  }
  return { edges: [...out.values()], repairs };
}
