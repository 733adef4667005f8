/**
 * Delimited-text reader for publisher CSVs: quoted fields with "" escapes, any delimiter,
 * and CR, LF or CRLF record separators. QUIRK (Eurostat RAMON exports): records end with a
 * lone CR while quoted fields contain LFs, so line splitting must happen in the parser, never
 * before it. Blank lines are dropped.
 */

export interface CsvOptions {
  delimiter?: string;
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
  const delim = opts.delimiter ?? sniffDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let rowHasContent = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (rowHasContent || row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    rowHasContent = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (ch === '"' && field === '') {
      // A quote opens a quoted field only at the field's start; elsewhere (`12" pipe`) it is literal.
      inQuotes = true;
      rowHasContent = true;
    } else if (ch === delim) endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length > 0 || rowHasContent) endRow();
  return rows;
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
