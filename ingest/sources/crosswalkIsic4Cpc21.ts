/**
 * ISIC Rev. 4 → CPC Ver. 2.1 correspondence (UNSD). Comma-separated, every field quoted,
 * CRLF; codes zero-padded text (ISIC 4-digit classes, CPC 5-digit subclasses); a partial
 * flag per side (`1` = only part of that code is linked). QUIRK: the copy in the sources
 * folder has renamed headers (`"ISIC Rev. 4","CPC 2.1","ISIC4partial","CPC21partial"`) while
 * UNSD names them `ISIC4code`, `CPC21code`, …, so columns are found by name pattern
 * (code vs. partial, ISIC vs. CPC), not by exact header or position.
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { buildEdges } from './edges.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'ISIC4_CPC21.csv';

function column(header: string[], system: RegExp, partial: boolean): number {
  const i = header.findIndex((h) => system.test(h) && /part/i.test(h) === partial);
  if (i < 0)
    throw new Error(
      `isic_rev4__cpc_v21: no ${system} ${partial ? 'partial' : 'code'} column in ${JSON.stringify(header)}`,
    );
  return i;
}

export const crosswalkIsic4Cpc21: SourceAdapter = {
  id: 'crosswalk_isic_rev4__cpc_v21',
  kind: 'crosswalk',
  title: 'ISIC Rev. 4 to CPC Ver. 2.1 correspondence (UNSD)',
  folder: 'crosswalks/isic_rev4__cpc_v21',
  files: [
    { name: FILE, url: 'https://unstats.un.org/unsd/classifications/Econ/tables/ISIC/ISIC4_CPCv21/isic4-cpc21.txt' },
  ],
  async read(dir) {
    const [header = [], ...rows] = parseCsv(await readText(join(dir, FILE)), { delimiter: ',', source: FILE });
    const isic = column(header, /isic/i, false);
    const cpc = column(header, /cpc/i, false);
    const isicPart = column(header, /isic/i, true);
    const cpcPart = column(header, /cpc/i, true);
    const links = rows.map((r) => ({
      source: r[isic].trim(),
      target: r[cpc].trim(),
      partial: r[isicPart].trim() === '1' || r[cpcPart].trim() === '1',
    }));
    return { edges: buildEdges('isic_rev4', 'cpc_v21', links) };
  },
};
