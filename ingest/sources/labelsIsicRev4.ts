/**
 * ISIC Rev. 4 structure in French and Spanish (UNSD text files, 2014 issue): quoted CSV, CRLF, Windows-1252
 * (the French file's 0x92 is ’). Header `"Code","Description"` (French) or `"Code","Title"` (Spanish), so the
 * label is read from the second column; codes as in the English file (leading zeros kept).
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { cleanTitle } from './tree.ts';
import type { LabelSet } from '../../commands/records.ts';
import type { SourceAdapter } from './types.ts';

const FILES = { fr: 'ISIC_Rev_4_french_structure.txt', es: 'ISIC_Rev_4_spanish_structure.txt' } as const;

export const labelsIsicRev4: SourceAdapter = {
  id: 'labels_isic_rev4',
  kind: 'labels',
  title: 'ISIC Rev. 4 titles in French and Spanish (UNSD)',
  folder: 'isic_rev4',
  files: [
    {
      name: FILES.fr,
      url: 'https://unstats.un.org/unsd/classifications/Econ/Download/In%20Text/ISIC_Rev_4_French_structure.Txt',
    },
    {
      name: FILES.es,
      url: 'https://unstats.un.org/unsd/classifications/Econ/Download/In%20Text/ISIC_Rev_4_Spanish_structure.Txt',
    },
  ],
  async read(dir) {
    const labels: LabelSet[] = [];
    for (const [lang, file] of Object.entries(FILES)) {
      const [, ...rows] = parseCsv(await readText(join(dir, file), 'cp1252'), { delimiter: ',', source: file });
      labels.push({
        system: 'isic_rev4',
        lang,
        source: `official:${labelsIsicRev4.id}`,
        provenance: 'official',
        note: 'UNSD structure file, 2014 issue',
        labels: rows
          .map((r): [string, string] => [(r[0] ?? '').trim(), cleanTitle(r[1] ?? '')])
          .filter(([code, label]) => code && label),
      });
    }
    return { labels };
  },
};
