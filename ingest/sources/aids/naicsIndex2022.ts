/**
 * The NAICS 2022 index file (U.S. Census Bureau): 20,398 activities, products and services, each
 * assigned to its 6-digit NAICS 2022 industry; the index the Census Bureau's coders and autocoders use.
 * One sheet, header `NAICS22` | `INDEX ITEM DESCRIPTION`, codes stored as numbers.
 */
import { join } from 'node:path';
import { readXlsx } from '../formats/xlsx.ts';
import { cell, findRow, pickSheet } from '../formats/sheet.ts';
import { numericCode } from '../edges.ts';
import { cleanPhrase, type AidAdapter } from './types.ts';
import type { AidPhraseRecord } from '../../../commands/records.ts';

const FILE = '2022_NAICS_Index_File.xlsx';

export const naicsIndex2022: AidAdapter = {
  id: 'naics_2022_index',
  title: 'NAICS 2022 index file (U.S. Census Bureau)',
  folder: 'naics_2022',
  files: [{ name: FILE, url: 'https://www.census.gov/naics/2022NAICS/2022_NAICS_Index_File.xlsx' }],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE))).rows;
    const header = findRow(rows, (r) => /^naics/i.test(cell(r, 0)) && /index item/i.test(cell(r, 1)));
    const phrases: AidPhraseRecord[] = [];
    for (const r of rows.slice(header + 1)) {
      const code = numericCode(cell(r, 0));
      const phrase = cleanPhrase(cell(r, 1));
      if (/^\d{6}$/.test(code) && phrase) phrases.push({ system: 'naics_2022', code, phrase, kind: 'index_item' });
    }
    return { id: naicsIndex2022.id, title: naicsIndex2022.title, phrases };
  },
};
