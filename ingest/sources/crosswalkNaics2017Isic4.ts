/**
 * 2017 NAICS → ISIC Rev. 4 (U.S. Census Bureau concordance, sheet "NAICS 17 to ISIC 4
 * technical"). Columns: Part of NAICS US (*) | 2017 NAICS US | title | Part of ISIC (*) |
 * ISIC 4.0 | title | notes. A `*` on either side marks a partial link.
 * QUIRKS: ISIC codes are stored as NUMBERS, so codes in divisions 01–09 lost their leading
 * zero (`111` = class 0111, `12` = group 012), while genuine group-level links elsewhere are
 * also 3 digits (`331` = group 331). `isicFromNumber` tells them apart with the ISIC Rev. 4
 * structure: the groups of divisions 01–09 are listed below. Cells may
 * end in newlines. The first rows use NAICS `0` ("Multiple NAICS industries", the households
 * classes 9810/9820 spread over all of NAICS): not a code, skipped.
 */
import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { buildEdges, numericCode, padCode, statedTitles, type LinkRow } from './edges.ts';
import type { SourceAdapter } from './types.ts';

const FILE = '2017_NAICS_to_ISIC_4.xlsx';

/** ISIC Rev. 4 groups whose code starts with 0 (divisions 01–09), from the UNSD structure. */
const LEADING_ZERO_GROUPS = new Set([
  '011',
  '012',
  '013',
  '014',
  '015',
  '016',
  '017',
  '021',
  '022',
  '023',
  '024',
  '031',
  '032',
  '051',
  '052',
  '061',
  '062',
  '071',
  '072',
  '081',
  '089',
  '091',
  '099',
]);

/** Restores an ISIC Rev. 4 code read from a number cell (class, group, or unchanged). */
export function isicFromNumber(cellText: string): string {
  const digits = numericCode(cellText);
  if (digits.length === 3 && LEADING_ZERO_GROUPS.has(padCode(digits.slice(0, 2), 3))) return padCode(digits, 4);
  if (digits.length === 2 && LEADING_ZERO_GROUPS.has(padCode(digits, 3))) return padCode(digits, 3);
  return digits;
}

export const crosswalkNaics2017Isic4: SourceAdapter = {
  id: 'crosswalk_naics_2017__isic_rev4',
  kind: 'crosswalk',
  title: '2017 NAICS to ISIC Rev. 4 concordance (U.S. Census Bureau)',
  folder: 'crosswalks/naics_2017__isic_rev4',
  files: [{ name: FILE, url: 'https://www.census.gov/naics/concordances/2017_NAICS_to_ISIC_4.xlsx' }],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE))).rows;
    const header = findRow(rows, (r) => /^part of naics/i.test(cell(r, 0)));
    const links: LinkRow[] = [];
    for (const r of rows.slice(header + 1)) {
      const naics = numericCode(cell(r, 1));
      if (!naics || naics === '0') continue;
      links.push({
        source: naics,
        target: isicFromNumber(cell(r, 4)),
        partial: cell(r, 0) === '*' || cell(r, 3) === '*',
        sourceTitle: cell(r, 2),
      });
    }
    return {
      edges: buildEdges('naics_2017', 'isic_rev4', links),
      titles: statedTitles('naics_2017', 'isic_rev4', links),
    };
  },
};
