import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { pickSheet } from './formats/sheet.ts';

/** Column index by header name; throws naming the file's headers when one is missing. */
export function columns<K extends string>(header: string[], names: Record<K, string>, file: string): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const i = header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    if (i < 0) throw new Error(`${file}: no column '${name}' in ${JSON.stringify(header)}`);
    out[key] = i;
  }
  return out;
}

/** The rows below the header of an XLSX file's first sheet, and the index of each named column (`columns`). */
export async function readSheetColumns<K extends string>(
  dir: string,
  file: string,
  names: Record<K, string>,
): Promise<{ rows: string[][]; c: Record<K, number> }> {
  const [header, ...rows] = pickSheet(await readXlsx(join(dir, file))).rows;
  return { rows, c: columns(header, names, file) };
}
