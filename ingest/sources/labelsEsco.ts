/**
 * ESCO occupations and ESCO's copy of the ISCO-08 groups, labelled in Dutch, French and Spanish (CSV, UTF-8,
 * multi-line quoted cells; records end CRLF or LF). Occupations label `esco_occupations` (code: the last part
 * of `conceptUri`), the groups label `isco_08` (code: the `code` column, leading zeros kept). The Dutch
 * occupations file has the official layout (ESCO v1.1); the French and Spanish files are REDUCED copies
 * (columns dropped, rewritten, ESCO v1.0): their label sets are marked `derived` and say so. There is no
 * Dutch ISCO file.
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { csvObjects } from './formats/csv.ts';
import { cleanTitle } from './tree.ts';
import type { LabelSet } from '../../commands/records.ts';
import type { SourceAdapter } from './types.ts';

interface EscoFile {
  name: string;
  system: 'esco_occupations' | 'isco_08';
  lang: string;
  official: boolean;
}
const FILES: EscoFile[] = [
  { name: 'occupations_nl.csv', system: 'esco_occupations', lang: 'nl', official: true },
  { name: 'occupations_fr.csv', system: 'esco_occupations', lang: 'fr', official: false },
  { name: 'occupations_es.csv', system: 'esco_occupations', lang: 'es', official: false },
  { name: 'ISCOGroups_fr.csv', system: 'isco_08', lang: 'fr', official: false },
  { name: 'ISCOGroups_es.csv', system: 'isco_08', lang: 'es', official: false },
];
const REDUCED =
  'reduced copy of the ESCO v1.0 download (columns dropped and rewritten by a third party); labels as published';

export const labelsEsco: SourceAdapter = {
  id: 'labels_esco',
  kind: 'labels',
  title: 'ESCO occupations and ISCO-08 groups in Dutch, French and Spanish',
  folder: 'esco',
  files: FILES.map((f) => ({ name: f.name, url: 'https://esco.ec.europa.eu/en/use-esco/download' })),
  async read(dir) {
    const labels: LabelSet[] = [];
    for (const f of FILES) {
      const { records } = csvObjects(await readText(join(dir, f.name), 'utf8'), { delimiter: ',', source: f.name });
      const code = (r: Record<string, string>) =>
        f.system === 'isco_08' ? r['code'].trim() : r['conceptUri'].trim().split('/').pop()!;
      labels.push({
        system: f.system,
        lang: f.lang,
        source: `${f.official ? 'official' : 'derived'}:${labelsEsco.id}:${f.name}`,
        provenance: f.official ? 'official' : 'derived',
        note: f.official ? 'ESCO v1.1 download, official layout' : REDUCED,
        labels: records
          .map((r): [string, string] => [code(r), cleanTitle(r['preferredLabel'] ?? '')])
          .filter(([c, label]) => c && label),
      });
    }
    return { labels };
  },
};
