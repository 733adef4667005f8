/**
 * ISO 3166-1 countries with UN M49 regions (lukes/ISO-3166-Countries-with-Regional-Codes,
 * all/all.csv). Tree: M49 region (3-digit code, e.g. 142 Asia) → M49 sub-region (e.g. 034
 * Southern Asia) → country (alpha-2 code). Intermediate regions are not used as levels.
 * QUIRKS: numeric codes are zero-padded text; empty values appear as `""` or nothing;
 * Antarctica and Taiwan carry no region and become roots; Namibia's alpha-2 is `NA` (kept —
 * the reader never turns text into null).
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { csvObjects } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'all.csv';

export const iso3166: SourceAdapter = {
  id: 'iso_3166_1',
  kind: 'system',
  title: 'ISO 3166-1 country codes with UN M49 regions',
  folder: 'iso_3166_1',
  files: [
    {
      name: FILE,
      url: 'https://raw.githubusercontent.com/lukes/ISO-3166-Countries-with-Regional-Codes/master/all/all.csv',
    },
  ],
  async read(dir) {
    const rows = csvObjects(await readText(join(dir, FILE)), { delimiter: ',', source: FILE }).records;
    const tree = new TreeBuilder('iso_3166_1');
    const countries: { code: string; name: string; parent: string | null; description: string }[] = [];
    for (const r of rows) {
      const region = r['region-code'].trim();
      const sub = r['sub-region-code'].trim();
      if (region && !tree.has(region)) tree.add(region, r['region'], null);
      if (sub && !tree.has(sub)) tree.add(sub, r['sub-region'], region || null);
      countries.push({
        code: r['alpha-2'].trim(),
        name: r['name'],
        parent: sub || region || null,
        description: `ISO 3166-1 alpha-3 ${r['alpha-3'].trim()}, numeric ${r['country-code'].trim()}`,
      });
    }
    for (const c of countries) tree.add(c.code, c.name, c.parent, c.description);
    return {
      release: {
        system: officialSystem({
          id: 'iso_3166_1',
          name: 'ISO 3166-1',
          full_name: 'ISO 3166-1 Countries',
          region: 'Global',
          version: '2023',
          source_date: '2024-06-19', // the compilation's LAST_UPDATED
          authority: 'ISO / UN Statistics Division',
          url: 'https://www.iso.org/iso-3166-country-codes.html',
          source_url: iso3166.files[0].url,
          license: 'CC BY-SA 4.0 (compilation)',
        }),
        nodes: tree.build(),
      },
    };
  },
};
