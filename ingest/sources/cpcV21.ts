/**
 * CPC Ver. 2.1 (UNSD) structure file: two columns (code, title), every field quoted, CRLF.
 * The copy in the sources folder has its first header cell renamed (`CPC 2.1` instead of
 * UNSD's `"CPC21code"`), so columns are taken by position and either header is accepted.
 * Text is decoded as UTF-8 with a Windows-1252 fallback (`Maté`). Section (1 digit) →
 * division (2) → group (3) → class (4) → subclass (5); hierarchy by prefix.
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'CPC21.csv';

export const cpcV21: SourceAdapter = {
  id: 'cpc_v21',
  kind: 'system',
  title: 'Central Product Classification, Version 2.1',
  folder: 'cpc_v21',
  files: [
    {
      name: FILE,
      url: 'https://unstats.un.org/unsd/classifications/Econ/Download/In%20Text/CPC_Ver_2_1_english_structure.Txt',
    },
  ],
  async read(dir) {
    const rows = parseCsv(await readText(join(dir, FILE)), { delimiter: ',', source: FILE });
    const header = rows.shift() ?? [];
    if (!/cpc/i.test(header[0] ?? '')) throw new Error(`cpc_v21: unexpected header ${JSON.stringify(header)}`);
    const tree = new TreeBuilder('cpc_v21');
    for (const [rawCode, title = ''] of rows) {
      const code = rawCode.trim();
      tree.add(code, title, code.length > 1 ? code.slice(0, -1) : null);
    }
    return {
      release: {
        system: officialSystem({
          id: 'cpc_v21',
          name: 'CPC v2.1',
          full_name: 'Central Product Classification Version 2.1',
          region: 'Global',
          version: '2.1',
          authority: 'United Nations Statistics Division',
          url: 'https://unstats.un.org/unsd/classifications/Econ/cpc',
          source_url: cpcV21.files[0].url,
          license: 'UN terms of use (free download, attribution customary)',
        }),
        nodes: tree.build(),
      },
    };
  },
};
