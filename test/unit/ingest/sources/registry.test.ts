import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findAdapter, sourceAdapters } from '../../../../ingest/sources/index.ts';
import { readAdapter, SOURCES_DIR } from './fixtures/helpers.ts';

const SYSTEM_IDS = [
  'naics_2022',
  'isic_rev4',
  'nace_rev2',
  'sic_1987',
  'soc_2018',
  'isco_08',
  'hs_2022',
  'iso_3166_1',
  'icd10_who',
  'cpc_v21',
  'nace_rev21',
  'isic_rev5',
];
const corpusPath = path.resolve(SOURCES_DIR, '../corpus/systems.jsonl');

t.test('one adapter per system folder and per crosswalk folder', async (t) => {
  t.same(
    sourceAdapters.filter((a) => a.kind === 'system').map((a) => a.id),
    SYSTEM_IDS,
  );
  const crosswalkFolders = [
    'hs_2007__isic_rev3',
    'isco_08__soc_2010',
    'isic_rev4__cpc_v21',
    'nace_rev2__nace_rev21',
    'naics_2017__isic_rev4',
    'sic_1987__naics_1997',
    'sic_1987__naics_2002',
  ];
  t.same(
    sourceAdapters
      .filter((a) => a.kind === 'crosswalk')
      .map((a) => a.folder.replace('crosswalks/', ''))
      .sort(),
    crosswalkFolders,
  );
  for (const a of sourceAdapters) {
    if (a.kind === 'crosswalk') t.equal(a.id, `crosswalk_${a.folder.replace('crosswalks/', '')}`);
    else if (a.kind === 'labels') t.equal(a.id, `labels_${a.folder}`);
    else t.equal(a.folder, a.id);
    t.ok(existsSync(path.join(SOURCES_DIR, a.folder)), `${a.folder} exists in the shared sources`);
    t.ok(
      a.files.length > 0 && a.files.every((f) => /^https?:\/\//.test(f.url) && f.name && !f.name.includes('/')),
      `${a.id} files`,
    );
  }
  t.equal(new Set(sourceAdapters.map((a) => a.id)).size, sourceAdapters.length, 'ids unique');
  t.equal(findAdapter('isic_rev4')?.folder, 'isic_rev4');
  t.equal(findAdapter('nope'), undefined);
});

t.test(
  'system metadata follows the corpus line for the same id',
  { skip: !existsSync(corpusPath) && 'corpus not present' },
  async (t) => {
    const corpus = new Map(
      readFileSync(corpusPath, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .map((s) => [s.id, s]),
    );
    for (const a of sourceAdapters.filter((x) => x.kind === 'system')) {
      const { release } = await readAdapter(a);
      const s = release!.system;
      t.equal(s.id, a.id);
      t.equal(s.provenance, 'official_download');
      t.ok(
        a.files.some((f) => f.url === s.source_url),
        `${a.id} source_url is one of its downloads`,
      );
      const c = corpus.get(a.id);
      if (!c) {
        t.ok(
          ['icd10_who', 'nace_rev21', 'isic_rev5'].includes(a.id),
          `${a.id}: only WHO ICD-10 and the new editions have no corpus line`,
        );
        continue;
      }
      for (const k of ['name', 'full_name', 'authority', 'region', 'version'] as const)
        t.equal(s[k], c[k], `${a.id}.${k}`);
      t.same(s.country_codes, c.country_codes, `${a.id}.country_codes`);
    }
  },
);
