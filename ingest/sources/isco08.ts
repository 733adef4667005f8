/**
 * ISCO-08 (ILO) "Structure and definitions" workbook. Header row: Level | ISCO 08 Code |
 * Title EN | Definition | Tasks include | Included occupations | Excluded occupations | Notes.
 * Codes are stored as TEXT so leading zeros survive (armed forces 0 → 01 → 011 → 0110);
 * hierarchy by prefix. The armed-forces group comes last in the file and stays last.
 * The description joins the definition and the other text columns (each is self-introducing).
 */
import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'ISCO-08 EN Structure and definitions.xlsx';

export const isco08: SourceAdapter = {
  id: 'isco_08',
  kind: 'system',
  title: 'International Standard Classification of Occupations 2008',
  folder: 'isco_08',
  files: [
    {
      name: FILE,
      url: 'https://www.ilo.org/ilostat-files/ISCO/newdocs-08-2021/ISCO-08/ISCO-08%20EN%20Structure%20and%20definitions.xlsx',
    },
  ],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE)), 'ISCO-08 EN Struct and defin').rows;
    const header = findRow(rows, (r) => cell(r, 1) === 'ISCO 08 Code');
    const tree = new TreeBuilder('isco_08');
    for (const r of rows.slice(header + 1)) {
      const code = cell(r, 1);
      if (!code) continue;
      if (Number(cell(r, 0)) !== code.length)
        throw new Error(`isco_08: level ${cell(r, 0)} does not match code ${code}`);
      const description = [3, 4, 5, 6, 7]
        .map((c) => cell(r, c))
        .filter(Boolean)
        .join('\n\n');
      tree.add(code, cell(r, 2), code.length > 1 ? code.slice(0, -1) : null, description);
    }
    return {
      release: {
        system: officialSystem({
          id: 'isco_08',
          name: 'ISCO-08',
          full_name: 'International Standard Classification of Occupations 2008',
          region: 'Global',
          version: '2008',
          authority: 'International Labour Organization',
          url: 'https://www.ilo.org/public/english/bureau/stat/isco/isco08/',
          source_url: isco08.files[0].url,
          license: 'ILO copyright; reuse with source acknowledgement (ILO rights and permissions)',
        }),
        nodes: tree.build(),
      },
    };
  },
};
