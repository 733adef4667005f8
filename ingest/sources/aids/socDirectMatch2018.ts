/**
 * The SOC 2018 direct match title file (U.S. BLS, for the SOC Policy Committee): job titles that match
 * exactly one detailed occupation. Four title lines, then `2018 SOC Code` | `2018 SOC Title` |
 * `2018 SOC Direct Match Title` | `Illustrative Example`.
 */
import { join } from 'node:path';
import { readXlsx } from '../formats/xlsx.ts';
import { cell, findRow, pickSheet } from '../formats/sheet.ts';
import { cleanPhrase, type AidAdapter } from './types.ts';
import type { AidPhraseRecord } from '../../../commands/records.ts';

const FILE = 'soc_2018_direct_match_title_file.xlsx';

export const socDirectMatch2018: AidAdapter = {
  id: 'soc_2018_direct_match',
  title: 'SOC 2018 direct match title file (U.S. BLS)',
  folder: 'soc_2018',
  files: [{ name: FILE, url: 'https://www.bls.gov/soc/2018/soc_2018_direct_match_title_file.xlsx' }],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE))).rows;
    const header = findRow(rows, (r) => /soc code/i.test(cell(r, 0)) && /direct match/i.test(cell(r, 2)));
    const phrases: AidPhraseRecord[] = [];
    for (const r of rows.slice(header + 1)) {
      const code = cell(r, 0);
      const phrase = cleanPhrase(cell(r, 2));
      if (/^\d\d-\d{4}$/.test(code) && phrase)
        phrases.push({ system: 'soc_2018', code, phrase, kind: 'direct_match_title' });
    }
    return { id: socDirectMatch2018.id, title: socDirectMatch2018.title, phrases };
  },
};
