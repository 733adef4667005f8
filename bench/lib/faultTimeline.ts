import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Log messages of the fault story: the Redis breaker and cluster nodes, key checks refused, the projector's Redis projections. */
const FAULT = /Redis|credential not checked|projector: keyCache|paused|resumed/;

/**
 * The fault-related lines of the topology's process logs (`DIR/logs/<name>.log`, pino JSON lines), as
 * `<seconds after t0> <process> <message>`, time-ordered; repeats of one message within 100 ms are
 * counted on one line. The soak prints it so a 503 can be matched to what the breaker and the cluster
 * client were doing at that moment.
 */
export function faultTimeline(logDir: string, names: string[], t0: number): string[] {
  const rows: { at: number; text: string }[] = [];
  for (const name of names) {
    const file = path.join(logDir, `${name}.log`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      let o: { time?: string; msg?: string; cause?: string };
      try {
        o = JSON.parse(line);
      } catch {
        continue;
      }
      if (!o.msg || !o.time || !FAULT.test(o.msg)) continue;
      rows.push({ at: Date.parse(o.time) - t0, text: `${name} ${o.msg}${o.cause ? `: ${o.cause}` : ''}` });
    }
  }
  rows.sort((a, b) => a.at - b.at);
  const out: { at: number; text: string; n: number }[] = [];
  const latest = new Map<string, { at: number; text: string; n: number }>();
  for (const r of rows) {
    const last = latest.get(r.text);
    if (last && r.at - last.at < 100) last.n++;
    else {
      const row = { ...r, n: 1 };
      out.push(row);
      latest.set(r.text, row);
    }
  }
  return out.map((o) => `${(o.at / 1000).toFixed(2)} s ${o.text}${o.n > 1 ? ` (x${o.n})` : ''}`);
}
