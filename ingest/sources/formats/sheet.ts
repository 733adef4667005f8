/** A worksheet as plain text cells: rows[r][c], zero-based, '' for empty cells. */
export interface Sheet {
  name: string;
  rows: string[][];
}

/** The named sheet, or the first one when no name is given; throws listing what exists. */
export function pickSheet(sheets: Sheet[], name?: string): Sheet {
  const sheet = name === undefined ? sheets[0] : sheets.find((s) => s.name === name);
  if (!sheet) throw new Error(`sheet ${name ?? '#1'} not found (have: ${sheets.map((s) => s.name).join(', ')})`);
  return sheet;
}

/** Cell text with surrounding whitespace (including Excel's stray newlines) removed. */
export function cell(row: string[] | undefined, col: number): string {
  return (row?.[col] ?? '').trim();
}

/** Index of the first row whose cells satisfy `test` (e.g. a header row after title rows). */
export function findRow(rows: string[][], test: (row: string[]) => boolean): number {
  const i = rows.findIndex((r) => r.length > 0 && test(r));
  if (i < 0) throw new Error('header row not found');
  return i;
}
