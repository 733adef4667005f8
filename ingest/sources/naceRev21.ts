/**
 * NACE Rev. 2.1 (Eurostat metadata-server export, "Structure and explanatory notes", English). One sheet,
 * every cell text: ORDER_KEY, ID (code without dots), CODE (dotted), NAME, PARENT_ID, PARENT_CODE, LEVEL,
 * Implementation_rule, Includes, IncludesAlso, Excludes. Columns are found by header name. Section names are
 * UPPER CASE (turned into sentence case like NACE Rev. 2's). The notes become separate fields of each code
 * (`notes`) and, joined, its description. 1,047 codes: 22 sections, 87 divisions, 287 groups, 651 classes.
 */
import { officialSystem } from './system.ts';
import { sentenceCaseIfUpper } from './naceRev2.ts';
import { nodeNotes } from './notes.ts';
import { notedTree } from './notedTree.ts';
import { readSheetColumns } from './sheetColumns.ts';
import { EU_MEMBER_STATES } from './euMemberStates.ts';
import type { SourceAdapter } from './types.ts';

export const NACE_REV21_FILE = 'NACE_Rev2.1_Structure_Explanatory_Notes_EN.xlsx';

export const naceRev21: SourceAdapter = {
  id: 'nace_rev21',
  kind: 'system',
  title: 'Statistical Classification of Economic Activities in the European Community, Rev. 2.1',
  folder: 'nace_rev21',
  files: [
    {
      name: NACE_REV21_FILE,
      // Eurostat publishes it on the NACE Rev. 2.1 page without a stable file URL; SOURCE.md names the copy used.
      url: 'https://raw.githubusercontent.com/th-e-o/code_naf_grpo/ee1cf80df9e8049ce348a5bc1c6ccf7d5190026b/NACE_Rev2.1_Structure_Explanatory_Notes_EN.xlsx',
    },
  ],
  async read(dir) {
    const { rows, c } = await readSheetColumns(dir, NACE_REV21_FILE, {
      code: 'CODE',
      name: 'NAME',
      parent: 'PARENT_CODE',
      rule: 'Implementation_rule',
      includes: 'Includes',
      also: 'IncludesAlso',
      excludes: 'Excludes',
    });
    const tree = notedTree('nace_rev21');
    for (const r of rows) {
      const code = (r[c.code] ?? '').trim();
      if (!code) continue;
      const n = nodeNotes({
        includes: r[c.includes],
        includes_also: r[c.also],
        excludes: r[c.excludes],
        implementation_rule: r[c.rule],
      });
      tree.add(code, sentenceCaseIfUpper((r[c.name] ?? '').trim()), (r[c.parent] ?? '').trim() || null, n);
    }
    return {
      release: {
        system: officialSystem({
          id: 'nace_rev21',
          name: 'NACE Rev 2.1',
          full_name: 'Statistical Classification of Economic Activities in the European Community, Rev. 2.1',
          region: 'European Union (27 countries)',
          version: 'Rev 2.1',
          authority: 'Eurostat',
          url: 'https://ec.europa.eu/eurostat/web/nace',
          source_url: naceRev21.files[0].url,
          license: 'Eurostat reuse policy (Commission Decision 2011/833/EU), attribution',
          source_date: '2025-03-13',
          country_codes: [...EU_MEMBER_STATES],
        }),
        nodes: tree.build(),
      },
    };
  },
};
