/**
 * NACE Rev. 2 (Eurostat RAMON export). QUIRKS: records are separated by a lone CR while
 * quoted text fields contain LFs (the CSV reader splits records itself); the two published
 * exports differ only in delimiter (';' or ','), which is sniffed. Section titles are
 * UPPER CASE and are turned into sentence case like every other level. The file has its
 * own Parent column and a "Reference to ISIC Rev. 4" column, which also yields
 * NACE → ISIC Rev. 4 edges (one per row; exact/partial by the rule in edges.ts).
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { csvObjects } from './formats/csv.ts';
import { buildEdges } from './edges.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'NACE_REV2_20221029_092113.csv';
const TEXT_COLUMNS = ['This item includes', 'This item also includes', 'Rulings', 'This item excludes'];

/** 'AGRICULTURE, FORESTRY AND FISHING' → 'Agriculture, forestry and fishing'; other text unchanged. */
export function sentenceCaseIfUpper(s: string): string {
  if (s !== s.toUpperCase() || s === s.toLowerCase()) return s;
  const lower = s.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const naceRev2: SourceAdapter = {
  id: 'nace_rev2',
  kind: 'system',
  title: 'Statistical Classification of Economic Activities in the European Community, Rev. 2',
  folder: 'nace_rev2',
  // RAMON (the original export service) is retired and had no stable file URL; this is the
  // byte-identical copy of the RAMON export the sources README documents.
  files: [
    {
      name: FILE,
      url: 'https://raw.githubusercontent.com/pratimakarki2014/nace/91c8c7824778a236eeccfb4797f228912a98d3e6/src/main/resources/NACE_REV2_20221029_092113.csv',
    },
  ],
  async read(dir) {
    const { records } = csvObjects(await readText(join(dir, FILE)), { source: FILE });
    const tree = new TreeBuilder('nace_rev2');
    const links: { source: string; target: string }[] = [];
    for (const r of records) {
      const code = r['Code'].trim();
      const description = TEXT_COLUMNS.map((c) => (r[c] ?? '').trim())
        .filter(Boolean)
        .join('\n\n');
      tree.add(code, sentenceCaseIfUpper(r['Description']), r['Parent'].trim() || null, description);
      const isic = (r['Reference to ISIC Rev. 4'] ?? '').trim();
      if (isic) links.push({ source: code, target: isic });
    }
    return {
      release: {
        system: officialSystem({
          id: 'nace_rev2',
          name: 'NACE Rev 2',
          full_name: 'Statistical Classification of Economic Activities in the European Community, Rev. 2',
          region: 'European Union (27 countries)',
          version: 'Rev 2',
          authority: 'Eurostat',
          url: 'https://ec.europa.eu/eurostat/ramon/nomenclatures/index.cfm?TargetUrl=LST_NOM_DTL&StrNom=NACE_REV2',
          source_url: naceRev2.files[0].url,
          license: 'Eurostat reuse policy (Commission Decision 2011/833/EU), attribution',
          country_codes: [
            'AT',
            'BE',
            'BG',
            'CH',
            'CY',
            'CZ',
            'DE',
            'DK',
            'EE',
            'ES',
            'FI',
            'FR',
            'GB',
            'GR',
            'HR',
            'HU',
            'IE',
            'IS',
            'IT',
            'LI',
            'LT',
            'LU',
            'LV',
            'MT',
            'NL',
            'NO',
            'PL',
            'PT',
            'RO',
            'SE',
            'SI',
            'SK',
          ],
        }),
        nodes: tree.build(),
      },
      edges: buildEdges('nace_rev2', 'isic_rev4', links),
    };
  },
};
