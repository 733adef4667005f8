import type { EdgeRecord } from '../../commands/records.ts';

/** One change made to the edges served, with the rule that made it. */
export interface Repair {
  rule: 'lost_leading_zero' | 'accidental_end' | 'contradicted_by_official';
  edge: string; // the edge as the bundle had it: `system:code -> system:code`
  now: string | null; // the edge served instead (null: dropped)
}

export const edgeText = (e: EdgeRecord) => `${e.source_system}:${e.source_code} -> ${e.target_system}:${e.target_code}`;

/** Counts per rule, for the ingest summary. */
export function repairCounts(repairs: Repair[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of repairs) out[r.rule] = (out[r.rule] ?? 0) + 1;
  return out;
}
