/**
 * Delimited-text reader for publisher CSVs, on `csv-parse` with strict quoting: a `"` opens a
 * quoted field only at a field's start and must close before a delimiter or line end; anything
 * else (an unquoted inch mark `12" pipe`, an unclosed quote) throws a `CsvError` naming the file
 * and line, never a silently merged field. Any delimiter; CR, LF or CRLF records. QUIRK
 * (Eurostat RAMON exports): records end with a lone CR while quoted fields contain LFs, so line
 * splitting happens in the parser, never before it. Blank lines are dropped; rows may differ in
 * length.
 */
import { CsvError as ParseError, parse } from 'csv-parse/sync';

export interface CsvOptions {
  delimiter?: string;
  /** The file (or archive member) the text came from, named in errors. */
  source?: string;
}

/** A malformed CSV: which file, which line, what is wrong. */
export class CsvError extends Error {
  constructor(
    readonly source: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${source} line ${line}: ${reason}`);
    this.name = 'CsvError';
  }
}

const CANDIDATE_DELIMITERS = [',', ';', '\t', '|'];

/** Picks the delimiter occurring most often outside quotes on the first line. */
export function sniffDelimiter(text: string): string {
  let inQuotes = false;
  const counts = new Map<string, number>();
  for (const ch of text.slice(0, 10_000)) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\r' || ch === '\n')) break;
    else if (!inQuotes && CANDIDATE_DELIMITERS.includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > (counts.get(best) ?? 0)) best = d;
  return best;
}

export function parseCsv(text: string, opts: CsvOptions = {}): string[][] {
  try {
    return parse(text, {
      delimiter: opts.delimiter ?? sniffDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    const line = (err as ParseError & { lines?: number }).lines ?? 0;
    throw new CsvError(opts.source ?? 'CSV text', line, err.message);
  }
}

/** Header-keyed records: first row names the columns (trimmed); each later row maps name → cell. */
export function csvObjects(
  text: string,
  opts: CsvOptions = {},
): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text, opts);
  const names = header.map((h) => h.trim());
  const records = rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i] ?? ''])));
  return { header: names, records };
}
