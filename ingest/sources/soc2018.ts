/**
 * 2018 SOC (U.S. BLS). Read from soc_2018_definitions.xlsx: seven title/note rows, header
 * row `SOC Group | SOC Code | SOC Title | SOC Definition`, then one row per code in
 * hierarchical order. Major → minor → broad → detailed. The parent is the latest row of the
 * level above — code arithmetic does not work (minor 15-1200 sits under major 15-0000 and
 * holds broad 15-1210). Definitions exist for detailed occupations only.
 * `socStructureRows` reads the other BLS layout (soc_structure_2018.xlsx, a "staircase":
 * each row's code sits in the column of its level, the title always in column E).
 */
import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { cell, findRow, pickSheet, type Sheet } from './formats/sheet.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'soc_2018_definitions.xlsx';
const LEVELS = ['Major', 'Minor', 'Broad', 'Detailed'];

export interface SocRow {
  level: number;
  code: string;
  title: string;
  definition: string;
}

export function socDefinitionRows(sheet: Sheet): SocRow[] {
  const header = findRow(sheet.rows, (r) => cell(r, 0) === 'SOC Group');
  return sheet.rows
    .slice(header + 1)
    .filter((r) => cell(r, 1) !== '')
    .map((r) => ({
      level: LEVELS.indexOf(cell(r, 0)) + 1,
      code: cell(r, 1),
      title: cell(r, 2),
      definition: cell(r, 3),
    }));
}

export function socStructureRows(sheet: Sheet): SocRow[] {
  const header = findRow(sheet.rows, (r) => cell(r, 0) === 'Major Group');
  const out: SocRow[] = [];
  for (const r of sheet.rows.slice(header + 1)) {
    const col = [0, 1, 2, 3].find((c) => cell(r, c) !== '');
    if (col !== undefined) out.push({ level: col + 1, code: cell(r, col), title: cell(r, 4), definition: '' });
  }
  return out;
}

/** Hangs each row under the most recent row one level up (rows are in hierarchical order). */
export function socTree(rows: SocRow[]): TreeBuilder {
  const tree = new TreeBuilder('soc_2018');
  const latest: string[] = [];
  for (const row of rows) {
    if (row.level < 1) throw new Error(`soc_2018: unknown SOC group for ${row.code}`);
    const parent = row.level === 1 ? null : latest[row.level - 2];
    if (row.level > 1 && !parent) throw new Error(`soc_2018: ${row.code} has no enclosing group`);
    tree.add(row.code, row.title, parent ?? null, row.definition);
    latest[row.level - 1] = row.code;
    latest.length = row.level;
  }
  return tree;
}

export const soc2018: SourceAdapter = {
  id: 'soc_2018',
  kind: 'system',
  title: 'Standard Occupational Classification 2018',
  folder: 'soc_2018',
  files: [{ name: FILE, url: 'https://www.bls.gov/soc/2018/soc_2018_definitions.xlsx' }],
  async read(dir) {
    const rows = socDefinitionRows(pickSheet(await readXlsx(join(dir, FILE))));
    return {
      release: {
        system: officialSystem({
          id: 'soc_2018',
          name: 'SOC 2018',
          full_name: 'Standard Occupational Classification 2018',
          region: 'United States',
          version: '2018',
          authority: 'US Bureau of Labor Statistics',
          url: 'https://www.bls.gov/soc/2018/home.htm',
          source_url: soc2018.files[0].url,
          license: 'Public Domain',
          country_codes: ['US'],
        }),
        nodes: socTree(rows).build(),
      },
    };
  },
};
