/**
 * NACE Rev. 2.1 headings in the 24 EU languages (TSV: NACE_CODE then `<LANG>_DESC` per language, every
 * field quoted, UTF-8). The English column equals the structure file's names and is not repeated; each other
 * language becomes one label set of `nace_rev21`, tagged with the column's language (BCP 47, lower case).
 * Section headings stay UPPER CASE as published (sentence case would lower German nouns). Provenance
 * `derived`: SOURCE.md could not confirm the file is Eurostat's own export (its codes and English headings
 * match the official structure file exactly).
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { parseCsv } from './formats/csv.ts';
import { cleanTitle } from './tree.ts';
import type { LabelSet } from '../../commands/records.ts';
import type { SourceAdapter } from './types.ts';

export const NACE_REV21_LABELS_FILE = 'NACE_Rev2.1_Heading_All_Languages.tsv';
const NOTE =
  'NACE Rev. 2.1 headings in all EU languages; file of unverified provenance (probably a Eurostat export), codes and English headings identical to the official structure file';

export const labelsNaceRev21: SourceAdapter = {
  id: 'labels_nace_rev21',
  kind: 'labels',
  title: 'NACE Rev. 2.1 headings in the 24 EU languages',
  folder: 'nace_rev21',
  files: [
    {
      name: NACE_REV21_LABELS_FILE,
      url: 'https://raw.githubusercontent.com/miha42-github/company_dns/c1c6a0d2c8778fe76c165b979084985facf123fb/source_data/eu_sic_data/NACE_Rev2.1_Heading_All_Languages.tsv',
    },
  ],
  async read(dir) {
    const [header = [], ...rows] = parseCsv(await readText(join(dir, NACE_REV21_LABELS_FILE), 'utf8'), {
      delimiter: '\t',
      source: NACE_REV21_LABELS_FILE,
    });
    const codeCol = header.findIndex((h) => h.trim() === 'NACE_CODE');
    if (codeCol < 0) throw new Error(`${NACE_REV21_LABELS_FILE}: no NACE_CODE column`);
    const labels: LabelSet[] = [];
    header.forEach((h, col) => {
      const m = /^([A-Z]{2})_DESC$/.exec(h.trim());
      if (!m || m[1] === 'EN') return;
      labels.push({
        system: 'nace_rev21',
        lang: m[1].toLowerCase(),
        source: `derived:${labelsNaceRev21.id}`,
        provenance: 'derived',
        note: NOTE,
        labels: rows
          .map((r): [string, string] => [(r[codeCol] ?? '').trim(), cleanTitle(r[col] ?? '')])
          .filter(([code, label]) => code && label),
      });
    });
    return { labels };
  },
};
