/**
 * SIC 1987 as published in OSHA's online SIC Manual, scraped into four CSVs (no authority
 * publishes a machine-readable SIC file). Division (A–J) → major group (2 digits) →
 * industry group (3) → industry (4). Each file names its parent codes in its own columns;
 * codes are zero-padded text and are kept as such.
 */
import { join } from 'node:path';
import { readText } from './formats/text.ts';
import { csvObjects } from './formats/csv.ts';
import { TreeBuilder } from './tree.ts';
import { officialSystem } from './system.ts';
import type { SourceAdapter } from './types.ts';

const REPO = 'https://raw.githubusercontent.com/saintsjd/sic4-list/16aada324faad9582081cecac89e2c5c5768594a';
const FILES = ['divisions.csv', 'major-groups.csv', 'industry-groups.csv', 'sic-codes.csv'];

async function records(dir: string, file: string) {
  return csvObjects(await readText(join(dir, file)), { delimiter: ',', source: file }).records;
}

export const sic1987: SourceAdapter = {
  id: 'sic_1987',
  kind: 'system',
  title: 'Standard Industrial Classification 1987 (OSHA SIC Manual)',
  folder: 'sic_1987',
  files: FILES.map((name) => ({ name, url: `${REPO}/${name}` })),
  async read(dir) {
    const tree = new TreeBuilder('sic_1987');
    for (const r of await records(dir, 'divisions.csv')) {
      tree.add(r['Division'].trim(), r['Description'], null, r['Full Description']);
    }
    for (const r of await records(dir, 'major-groups.csv')) {
      tree.add(r['Major Group'].trim(), r['Description'], r['Division'].trim());
    }
    for (const r of await records(dir, 'industry-groups.csv')) {
      tree.add(r['Industry Group'].trim(), r['Description'], r['Major Group'].trim());
    }
    for (const r of await records(dir, 'sic-codes.csv')) {
      tree.add(r['SIC'].trim(), r['Description'], r['Industry Group'].trim());
    }
    return {
      release: {
        system: officialSystem({
          id: 'sic_1987',
          name: 'SIC 1987',
          full_name: 'Standard Industrial Classification 1987',
          region: 'USA/UK',
          version: '1987',
          authority: 'U.S. Office of Management and Budget',
          url: 'https://www.osha.gov/data/sic-manual',
          source_url: `${REPO}/sic-codes.csv`,
          license: 'Public Domain (U.S. government work; scraped compilation without licence file)',
          country_codes: ['GB', 'US'],
        }),
        nodes: tree.build(),
      },
    };
  },
};
