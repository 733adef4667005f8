/**
 * XLSX reader: an .xlsx is a zip of XML parts. We read xl/workbook.xml (sheet names and
 * relationship ids), xl/_rels/workbook.xml.rels (where each sheet part lives),
 * xl/sharedStrings.xml, xl/styles.xml (number formats) and each worksheet's <sheetData>.
 * Cells come back as strings: numbers keep Excel's stored text (`111110`, never `111,110`),
 * except that zero-padding formats apply (`0000` shows 620 as "0620", see numberFormat.ts),
 * so codes stay codes and keep the leading zeros their cells state.
 */
import { readFile } from 'node:fs/promises';
import { openZip } from './zip.ts';
import { attr, decodeExcelEscapes, decodeXmlText, stringItemText } from './xml.ts';
import { applyNumberFormat } from './numberFormat.ts';
import { readCellFormats } from './xlsxStyles.ts';
import type { Sheet } from './sheet.ts';

function readSharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const out: string[] = [];
  for (const m of xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)) out.push(m[1] ? stringItemText(m[1]) : '');
  return out;
}

/** Zero-based column index of a cell reference such as `AB12`. */
export function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

function cellValue(type: string | undefined, inner: string, shared: string[], format: string | undefined): string {
  if (type === 'inlineStr') return stringItemText(inner);
  const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
  if (v === undefined) return '';
  if (type === 's') return shared[Number(v)] ?? '';
  if (type === 'str' || type === 'e') return decodeExcelEscapes(decodeXmlText(v));
  if (type === undefined || type === 'n') return applyNumberFormat(decodeXmlText(v), format);
  return decodeXmlText(v); // 'b', 'd': the stored text
}

/** `formats[s]`: the number format code of cell style `s` (from readCellFormats). */
export function parseWorksheet(xml: string, shared: string[], formats: string[] = []): string[][] {
  const rows: string[][] = [];
  const data = /<sheetData\b[^>]*>([\s\S]*)<\/sheetData>/.exec(xml)?.[1] ?? '';
  for (const rm of data.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attr(rm[1], 'r') ?? rows.length + 1);
    const cells: string[] = [];
    for (const cm of (rm[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(cm[1], 'r');
      const col = ref ? columnIndex(ref) : cells.length;
      const style = attr(cm[1], 's');
      cells[col] = cellValue(
        attr(cm[1], 't'),
        cm[2] ?? '',
        shared,
        style === undefined ? undefined : formats[Number(style)],
      );
    }
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  }
  return Array.from(rows, (r) => r ?? []);
}

/** Resolves a relationship target (relative to xl/, or absolute from the package root). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** Drops namespace prefixes from element names (`<x:c>` → `<c>`), as .NET tools write them. */
export function unprefixXml(xml: string): string {
  return xml.replace(/<(\/?)[A-Za-z_][\w.-]*:/g, '<$1');
}

export function parseXlsx(buf: Buffer): Sheet[] {
  const zip = openZip(buf);
  const text = (name: string) => (zip.has(name) ? unprefixXml(zip.read(name).toString('utf8')) : undefined);
  const workbook = text('xl/workbook.xml');
  if (!workbook) throw new Error('not an xlsx workbook (xl/workbook.xml missing)');
  const targets = new Map<string, string>();
  let stylesPart = 'xl/styles.xml';
  for (const m of (text('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attr(m[1], 'Id');
    const target = attr(m[1], 'Target');
    if (id && target) targets.set(id, partPath(target));
    if (target && /\/styles$/.test(attr(m[1], 'Type') ?? '')) stylesPart = partPath(target);
  }
  const shared = readSharedStrings(text('xl/sharedStrings.xml'));
  const formats = readCellFormats(text(stylesPart));
  const sheets: Sheet[] = [];
  for (const m of workbook.matchAll(/<sheet\b([^>]*)\/?>/g)) {
    const name = attr(m[1], 'name') ?? `Sheet${sheets.length + 1}`;
    const path = targets.get(attr(m[1], 'r:id') ?? '');
    const xml = path ? text(path) : undefined;
    sheets.push({ name, rows: xml ? parseWorksheet(xml, shared, formats) : [] });
  }
  return sheets;
}

export async function readXlsx(path: string): Promise<Sheet[]> {
  return parseXlsx(await readFile(path));
}
