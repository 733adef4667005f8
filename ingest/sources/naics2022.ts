/**
 * NAICS 2022 (U.S. Census Bureau). Titles from the "2-6 digit Codes" workbook, descriptions
 * from the "Descriptions" workbook (whose titles carry a trailing trilateral "T" marker, so
 * they are not used for titles). Hierarchy by code length: sector (2 digits, or one of the
 * range sectors 31-33 / 44-45 / 48-49, each ONE code) → subsector (3) → industry group (4)
 * → NAICS industry (5) → national industry (6).
 */
import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { numericCode } from './edges.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const CODES_FILE = '2-6 digit_2022_Codes.xlsx';
const DESCRIPTIONS_FILE = '2022_NAICS_Descriptions.xlsx';

/** Parent of a NAICS code; `sectorOf` maps a 2-digit prefix to its sector code (e.g. '32' → '31-33'). */
export function naicsParent(code: string, sectorOf: Map<string, string>): string | null {
  if (code.length <= 2 || code.includes('-')) return null;
  if (code.length === 3) return sectorOf.get(code.slice(0, 2)) ?? code.slice(0, 2);
  return code.slice(0, code.length - 1);
}

/** Maps every 2-digit prefix to its sector: '11' → '11', '31'/'32'/'33' → '31-33'. */
export function sectorMap(sectorCodes: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of sectorCodes) {
    const [from, to = from] = s.split('-').map(Number);
    for (let n = from; n <= to; n++) map.set(String(n), s);
  }
  return map;
}

export const naics2022: SourceAdapter = {
  id: 'naics_2022',
  kind: 'system',
  title: 'North American Industry Classification System 2022',
  folder: 'naics_2022',
  files: [
    { name: CODES_FILE, url: 'https://www.census.gov/naics/2022NAICS/2-6%20digit_2022_Codes.xlsx' },
    { name: DESCRIPTIONS_FILE, url: 'https://www.census.gov/naics/2022NAICS/2022_NAICS_Descriptions.xlsx' },
  ],
  async read(dir) {
    const codesRows = pickSheet(await readXlsx(join(dir, CODES_FILE))).rows;
    // Header: "Seq. No." | "2022 NAICS US   Code" (three spaces) | "2022 NAICS US Title"; row 2 is blank.
    const header = findRow(codesRows, (r) => /naics/i.test(cell(r, 1)) && /code/i.test(cell(r, 1)));
    const entries = codesRows
      .slice(header + 1)
      .map((r) => ({ code: numericCode(cell(r, 1)), title: cell(r, 2) }))
      .filter((e) => e.code !== '');
    const sectors = sectorMap(entries.filter((e) => e.code.length === 2 || e.code.includes('-')).map((e) => e.code));

    const tree = new TreeBuilder('naics_2022');
    for (const e of entries) tree.add(e.code, e.title, naicsParent(e.code, sectors));

    const descRows = pickSheet(await readXlsx(join(dir, DESCRIPTIONS_FILE))).rows;
    const descHeader = findRow(descRows, (r) => cell(r, 0) === 'Code');
    for (const r of descRows.slice(descHeader + 1)) tree.describe(numericCode(cell(r, 0)), r[2] ?? null);

    return {
      release: {
        system: officialSystem({
          id: 'naics_2022',
          name: 'NAICS 2022',
          full_name: 'North American Industry Classification System 2022',
          region: 'North America',
          version: '2022',
          authority: 'U.S. Census Bureau',
          url: 'https://www.census.gov/naics/',
          source_url: naics2022.files[0].url,
          license: 'Public Domain',
          country_codes: ['CA', 'MX', 'US'],
        }),
        nodes: tree.build(),
      },
    };
  },
};
