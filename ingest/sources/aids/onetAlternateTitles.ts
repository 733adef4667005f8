/**
 * O*NET alternate titles (National Center for O*NET Development, USDOL/ETA; CC BY 4.0): 56,495 titles
 * of 1,016 O*NET-SOC 2019 occupations, header `O*NET-SOC Code` | `Title` | `Alternate Title` |
 * `Short Title` | `Source(s)`. An O*NET-SOC code is its SOC 2018 detailed occupation followed by a
 * dotted suffix (`15-1252.00`, `11-9199.01`): the six digits before the dot name the SOC code.
 * A short title ("CAD Drafter") is a title too.
 */
import { join } from 'node:path';
import { readXlsx } from '../formats/xlsx.ts';
import { cell, findRow, pickSheet } from '../formats/sheet.ts';
import { cleanPhrase, type AidAdapter } from './types.ts';
import type { AidPhraseRecord } from '../../../commands/records.ts';

const FILE = 'Alternate Titles.xlsx';

export const onetAlternateTitles: AidAdapter = {
  id: 'onet_alternate_titles',
  title: 'O*NET alternate titles (O*NET-SOC 2019, to SOC 2018)',
  folder: 'onet_soc_2019',
  files: [{ name: FILE, url: 'https://www.onetcenter.org/dl_files/database/db_29_0_excel/Alternate%20Titles.xlsx' }],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE))).rows;
    const header = findRow(rows, (r) => /o\*net-soc code/i.test(cell(r, 0)) && /alternate title/i.test(cell(r, 2)));
    const phrases: AidPhraseRecord[] = [];
    const seen = new Set<string>();
    for (const r of rows.slice(header + 1)) {
      const m = /^(\d\d-\d{4})\.\d\d$/.exec(cell(r, 0));
      if (!m) continue;
      for (const raw of [cell(r, 2), cell(r, 3)]) {
        const phrase = cleanPhrase(raw);
        const key = `${m[1]}\u001f${phrase}`;
        if (!phrase || seen.has(key)) continue; // two O*NET occupations of one SOC code may list a title twice
        seen.add(key);
        phrases.push({ system: 'soc_2018', code: m[1], phrase, kind: 'alternate_title' });
      }
    }
    return { id: onetAlternateTitles.id, title: onetAlternateTitles.title, phrases };
  },
};
