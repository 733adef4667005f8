/**
 * ISIC Rev. 5 (UNSD, "ISIC5_Exp_Notes_11Mar2024.xlsx": structure with explanatory notes). One sheet:
 * code with section (`A`, `A01`, `A011`, `A0111`), code, title, introductory text, includes, includes also,
 * excludes. QUIRKS: the code column holds NUMBERS for divisions, groups and classes (`1` is division 01,
 * `111` class 0111), so the code is read from the column with the section letter (the letter stripped),
 * and checked against the numeric one re-padded; notes carry `_x000D_` escapes (decoded as line breaks by
 * the XLSX reader); titles have stray outer spaces. Parents follow the code (a division's is its section).
 * 830 codes: 22 sections, 87 divisions, 258 groups, 463 classes.
 */
import { officialSystem } from './system.ts';
import { nodeNotes } from './notes.ts';
import { notedTree } from './notedTree.ts';
import { readSheetColumns } from './sheetColumns.ts';
import type { SourceAdapter } from './types.ts';

export const ISIC_REV5_FILE = 'ISIC5_Exp_Notes_11Mar2024.xlsx';

/** `A` → section A; `A0111` → class 0111 (its parent 011), checked against the numeric code cell (`111`). */
export function isicRev5Code(withSection: string, numeric: string): { code: string; parent: string | null } {
  const s = withSection.trim();
  const m = /^([A-Z])(\d{2,4})?$/.exec(s);
  if (!m) throw new Error(`${ISIC_REV5_FILE}: unexpected code '${s}'`);
  if (!m[2]) return { code: m[1], parent: null };
  const code = m[2];
  const n = numeric.trim().replace(/\.0+$/, '');
  if (n && n.padStart(code.length, '0') !== code)
    throw new Error(`${ISIC_REV5_FILE}: code ${s} disagrees with its numeric cell '${numeric}'`);
  return { code, parent: code.length === 2 ? m[1] : code.slice(0, -1) };
}

export const isicRev5: SourceAdapter = {
  id: 'isic_rev5',
  kind: 'system',
  title: 'International Standard Industrial Classification of All Economic Activities, Rev. 5',
  folder: 'isic_rev5',
  files: [
    {
      name: ISIC_REV5_FILE,
      url: 'https://unstats.un.org/unsd/classifications/Econ/Download/In%20Text/ISIC5_Exp_Notes_11Mar2024.xlsx',
    },
  ],
  async read(dir) {
    const { rows, c } = await readSheetColumns(dir, ISIC_REV5_FILE, {
      withSection: 'ISIC Rev 5 Code (with Section)',
      code: 'ISIC Rev 5 Code',
      title: 'ISIC Rev 5 Title',
      intro: 'ISIC Rev 5 Introductory Text',
      includes: 'ISIC Rev 5 Includes',
      also: 'ISIC Rev 5 Includes Also',
      excludes: 'ISIC Rev 5 Excludes',
    });
    const tree = notedTree('isic_rev5');
    for (const r of rows) {
      if (!(r[c.withSection] ?? '').trim()) continue;
      const { code, parent } = isicRev5Code(r[c.withSection], r[c.code] ?? '');
      const n = nodeNotes({
        introduction: r[c.intro],
        includes: r[c.includes],
        includes_also: r[c.also],
        excludes: r[c.excludes],
      });
      tree.add(code, r[c.title] ?? '', parent, n);
    }
    return {
      release: {
        system: officialSystem({
          id: 'isic_rev5',
          name: 'ISIC Rev 5',
          full_name: 'International Standard Industrial Classification of All Economic Activities, Rev. 5',
          region: 'Global (UN)',
          version: 'Rev 5',
          authority: 'United Nations Statistics Division',
          url: 'https://unstats.un.org/unsd/classifications/Econ/isic',
          source_url: isicRev5.files[0].url,
          license: 'UN terms of use (free download, attribution customary)',
          source_date: '2024-03-11',
        }),
        nodes: tree.build(),
      },
    };
  },
};
