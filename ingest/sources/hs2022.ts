/**
 * HS 2022 from the datasets/harmonized-system package (built from UN Comtrade's HS 2022
 * classification; the WCO publishes no free machine-readable file). Section (Roman numeral,
 * from sections.csv) → chapter (2 digits) → heading (4) → subheading (6).
 * QUIRKS: sections.csv starts with a BOM and has inconsistent capitalisation (first letter is
 * upper-cased); the last row is a synthetic `TOTAL` (level 5) and is skipped; Comtrade's
 * chapter 99 "Commodities not specified" belongs to no section (section column `TOTAL`) and
 * becomes a root.
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { csvObjects } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const REPO =
  'https://raw.githubusercontent.com/datasets/harmonized-system/905e5a0fa29f5700d62cb3cc1265f21bc8a92329/data';
const SECTIONS = 'sections.csv';
const CODES = 'harmonized-system.csv';

export const hs2022: SourceAdapter = {
  id: 'hs_2022',
  kind: 'system',
  title: 'Harmonized Commodity Description and Coding System 2022',
  folder: 'hs_2022',
  files: [
    { name: CODES, url: `${REPO}/${CODES}` },
    { name: SECTIONS, url: `${REPO}/${SECTIONS}` },
  ],
  async read(dir) {
    const tree = new TreeBuilder('hs_2022');
    const sections = csvObjects(await readText(join(dir, SECTIONS)), { delimiter: ',', source: SECTIONS }).records;
    for (const s of sections) {
      const name = s['name'].trim();
      tree.add(s['section'].trim(), name.charAt(0).toUpperCase() + name.slice(1), null);
    }
    const rows = csvObjects(await readText(join(dir, CODES)), { delimiter: ',', source: CODES }).records;
    for (const r of rows) {
      const code = r['hscode'].trim();
      if (code === 'TOTAL') continue;
      const section = r['section'].trim();
      const parent =
        r['parent'].trim() === 'TOTAL'
          ? tree.has(section)
            ? section
            : null // chapters hang off their section
          : r['parent'].trim();
      tree.add(code, r['description'], parent);
    }
    return {
      release: {
        system: officialSystem({
          id: 'hs_2022',
          name: 'HS 2022',
          full_name: 'Harmonized Commodity Description and Coding System',
          region: 'Global',
          version: '2022',
          authority: 'World Customs Organization',
          url: 'https://github.com/datasets/harmonized-system',
          source_url: `${REPO}/${CODES}`,
          license: 'ODC-PDDL-1.0 (dataset); HS texts WCO copyright, via UN Comtrade',
        }),
        nodes: tree.build(),
      },
    };
  },
};
