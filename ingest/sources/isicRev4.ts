/**
 * ISIC Rev. 4 (UNSD) structure file: `"Code","Description"`, CRLF, codes as zero-padded text.
 * Section (letter) → division (2 digits) → group (3) → class (4). There is no parent column:
 * groups and classes hang off their code prefix; a division belongs to the section row that
 * precedes it (UNSD lists sections, then their divisions, in order).
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'ISIC_Rev_4_english_structure.txt';

/** Builds a section/division/group/class tree from (code, title) rows in UNSD order. */
export function isicTree(system: string, rows: { code: string; title: string }[]): TreeBuilder {
  const tree = new TreeBuilder(system);
  let section: string | null = null;
  for (const { code, title } of rows) {
    if (/^[A-Z]$/.test(code)) {
      section = code;
      tree.add(code, title, null);
    } else if (code.length === 2) {
      if (!section) throw new Error(`${system}: division ${code} before any section`);
      tree.add(code, title, section);
    } else {
      tree.add(code, title, code.slice(0, -1));
    }
  }
  return tree;
}

export const isicRev4: SourceAdapter = {
  id: 'isic_rev4',
  kind: 'system',
  title: 'International Standard Industrial Classification of All Economic Activities, Rev. 4',
  folder: 'isic_rev4',
  files: [
    {
      name: FILE,
      url: 'https://unstats.un.org/unsd/classifications/Econ/Download/In%20Text/ISIC_Rev_4_english_structure.Txt',
    },
  ],
  async read(dir) {
    const [, ...rows] = parseCsv(await readText(join(dir, FILE)), { delimiter: ',', source: FILE });
    const tree = isicTree(
      'isic_rev4',
      rows.map((r) => ({ code: r[0].trim(), title: r[1] ?? '' })),
    );
    return {
      release: {
        system: officialSystem({
          id: 'isic_rev4',
          name: 'ISIC Rev 4',
          full_name: 'International Standard Industrial Classification of All Economic Activities, Rev.4',
          region: 'Global (UN)',
          version: 'Rev 4',
          authority: 'United Nations Statistics Division',
          url: 'https://unstats.un.org/unsd/classifications/Econ/isic',
          source_url: isicRev4.files[0].url,
          license: 'UN terms of use (free download, attribution customary)',
        }),
        nodes: tree.build(),
      },
    };
  },
};
