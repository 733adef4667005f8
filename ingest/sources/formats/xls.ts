/** Legacy .xls reader: OLE2 container → "Workbook" stream → BIFF8 records. */
import { readFile } from 'node:fs/promises';
import { openCompoundFile } from './ole2.ts';
import { parseBiff8Workbook } from './biff8.ts';
import type { Sheet } from './sheet.ts';

export function parseXls(buf: Buffer): Sheet[] {
  const cfb = openCompoundFile(buf);
  // Excel 97+ names the stream "Workbook"; Excel 5/95 (BIFF5, not supported here) used "Book".
  const stream = cfb.stream('Workbook');
  if (!stream) throw new Error(`no BIFF8 Workbook stream (streams: ${cfb.streamNames.join(', ')})`);
  return parseBiff8Workbook(stream);
}

export async function readXls(path: string): Promise<Sheet[]> {
  return parseXls(await readFile(path));
}
