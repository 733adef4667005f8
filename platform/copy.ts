import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';

const ESCAPED = /[\\\t\n\r]/;

/** One value in COPY text format: NULL as \N, and backslash, tab, newline, CR escaped. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return field(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  const s = v instanceof Date ? v.toISOString() : String(v);
  // most values hold none of them: a test is cheaper than a replace that finds nothing (a full replay COPYs ~5M values)
  return !ESCAPED.test(s)
    ? s
    : s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** Bulk-loads rows with COPY FROM STDIN (columns are fixed identifiers from the caller's code, never input). */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<unknown[]>,
): Promise<void> {
  const sink = client.query(copyStreams.from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  function* lines() {
    let chunk = '';
    for (const r of rows) {
      chunk += r.map(field).join('\t') + '\n';
      if (chunk.length > 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), sink);
}
