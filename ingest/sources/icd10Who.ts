/**
 * ICD-10 (WHO), 2019 edition, from the official metadata zip icd102019enMeta.zip, which holds
 * three `;`-separated, unquoted, CRLF, UTF-8 text files without headers:
 *   chapters: number;title          groups (blocks): first;last;chapter;title
 *   codes: 17 fields (see WHO metainfo), of which we use 1 level, 5 first code of the block,
 *          7 code without dagger/asterisk (dotted, e.g. A00.0), 9 title.
 * Tree: chapter (Roman numeral, as WHO prints it: I–XXII) → block (`A00-A09`) → 3-character
 * category (A00) → 4-character subcategory (A00.0) → 5-character code (B18.00).
 * No corpus id exists for WHO ICD-10 (icd10cm is the US clinical modification), hence `icd10_who`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openZip } from './formats/zip.ts';
import { decodeText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const ZIP = 'icd102019enMeta.zip';
const MEMBERS = {
  chapters: 'icd102019syst_chapters.txt',
  blocks: 'icd102019syst_groups.txt',
  codes: 'icd102019syst_codes.txt',
};

export function romanNumeral(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, letters] of table) for (; n >= value; n -= value) out += letters;
  return out;
}

export const icd10Who: SourceAdapter = {
  id: 'icd10_who',
  kind: 'system',
  title: 'International Statistical Classification of Diseases and Related Health Problems, 10th Revision (WHO, 2019)',
  folder: 'icd10_who',
  files: [{ name: ZIP, url: 'https://icdcdn.who.int/icd10/meta/icd102019enMeta.zip' }],
  async read(dir) {
    const zip = openZip(await readFile(join(dir, ZIP)));
    const table = (member: string) =>
      parseCsv(decodeText(zip.read(member), 'utf8'), { delimiter: ';', source: `${ZIP}:${member}` });
    const tree = new TreeBuilder('icd10_who');

    const chapterCode = (num: string) => romanNumeral(Number(num));
    for (const [num, title] of table(MEMBERS.chapters)) tree.add(chapterCode(num), title, null);

    const blockByFirstCode = new Map<string, string>();
    for (const [first, last, chapter, title] of table(MEMBERS.blocks)) {
      const code = `${first}-${last}`;
      blockByFirstCode.set(first, code);
      tree.add(code, title, chapterCode(chapter));
    }

    for (const f of table(MEMBERS.codes)) {
      const [level, , , , blockFirst, , code, , title] = f;
      let parent: string | undefined;
      if (level === '3') parent = blockByFirstCode.get(blockFirst);
      else if (level === '4')
        parent = code.slice(0, 3); // A00.0 → A00
      else if (level === '5') parent = code.slice(0, -1); // B18.00 → B18.0
      if (!parent) throw new Error(`icd10_who: cannot place ${code} (level ${level}, block ${blockFirst})`);
      tree.add(code, title, parent);
    }
    return {
      release: {
        system: officialSystem({
          id: 'icd10_who',
          name: 'ICD-10',
          full_name: 'International Statistical Classification of Diseases and Related Health Problems, 10th Revision',
          region: 'Global',
          version: '2019',
          authority: 'World Health Organization',
          url: 'https://icdcdn.who.int/icd10/index.html',
          source_url: icd10Who.files[0].url,
          license: 'CC BY-ND 3.0 IGO',
        }),
        nodes: tree.build(),
      },
    };
  },
};
