/**
 * xl/styles.xml → the number format code of each cell style. A cell's `s` attribute indexes
 * <cellXfs>; each <xf numFmtId> names a custom <numFmt> of the workbook or one of Excel's built-ins.
 */
import { attr } from './xml.ts';
import { BUILTIN_NUMBER_FORMATS } from './numberFormat.ts';

/** formatCodes[styleIndex] = the style's number format code ('General' when unstated). */
export function readCellFormats(xml: string | undefined): string[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  for (const m of xml.matchAll(/<numFmt\b([^>]*)\/?>/g)) {
    const id = attr(m[1], 'numFmtId');
    const code = attr(m[1], 'formatCode');
    if (id !== undefined && code !== undefined) custom.set(Number(id), code);
  }
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b([^>]*?)\/?>/g)].map((m) => {
    const id = Number(attr(m[1], 'numFmtId') ?? 0);
    return custom.get(id) ?? BUILTIN_NUMBER_FORMATS[id] ?? 'General';
  });
}
