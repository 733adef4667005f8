/**
 * Where a catch-up's time goes, for its closing log line: the projections' transactions of a batch run
 * side by side, so a batch lasts as long as its slowest one. Per projection: the seconds in its own
 * transactions, and the seconds it alone kept its batches waiting (from the second slowest's end to its own).
 */
export function createCatchUpTimings() {
  const started = performance.now();
  const own = new Map<string, number>(); // ms in the projection's transactions
  const waited = new Map<string, number>(); // ms the batches waited for it alone
  const phases: [string, number][] = [];
  let batches = 0;

  return {
    /** One batch: each projection's milliseconds. */
    batch(ms: Map<string, number>) {
      batches++;
      for (const [name, m] of ms) own.set(name, (own.get(name) ?? 0) + m);
      const sorted = [...ms].sort((a, b) => b[1] - a[1]);
      if (sorted.length)
        waited.set(sorted[0][0], (waited.get(sorted[0][0]) ?? 0) + sorted[0][1] - (sorted[1]?.[1] ?? 0));
    },
    /** A step after the batches (index builds, settles): its name and milliseconds. */
    phase(name: string, ms: number) {
      phases.push([name, ms]);
    },
    summary(): string {
      const s = (ms: number) => (ms / 1000).toFixed(1);
      const each = [...own]
        .sort((a, b) => b[1] - a[1])
        .map(([name, m]) => `${name} ${s(m)} s (alone ${s(waited.get(name) ?? 0)} s)`);
      const after = phases.map(([name, m]) => `${name} ${s(m)} s`);
      return `caught up in ${s(performance.now() - started)} s, ${batches} batches; in each projection's transactions: ${each.join(', ')}${after.length ? `; then ${after.join(', ')}` : ''}`;
    },
  };
}
