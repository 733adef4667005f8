import t from 'tap';
import path from 'node:path';
import { aidAdapters } from '../../../../../ingest/sources/aids/index.ts';
import { naicsIndex2022 } from '../../../../../ingest/sources/aids/naicsIndex2022.ts';
import { socDirectMatch2018 } from '../../../../../ingest/sources/aids/socDirectMatch2018.ts';
import { onetAlternateTitles } from '../../../../../ingest/sources/aids/onetAlternateTitles.ts';
import { escoOccupations } from '../../../../../ingest/sources/aids/escoOccupations.ts';
import type { AidAdapter } from '../../../../../ingest/sources/aids/types.ts';
import { SOURCES_DIR } from '../fixtures/helpers.ts';

/** The coding aids read from the real files in ../shared/sources (their SOURCE.md states the counts). */
const read = (a: AidAdapter) => a.read(path.join(SOURCES_DIR, a.folder));
const has = (phrases: { code: string; phrase: string; kind: string }[], code: string, phrase: string, kind?: string) =>
  phrases.some((p) => p.code === code && p.phrase === phrase && (!kind || p.kind === kind));

t.test('NAICS 2022 index file: every item with a 6-digit code, none of the "see" rows', async (t) => {
  const aid = await read(naicsIndex2022);
  // 20,398 rows; 27 are cross-references without a code ("Retail -- see type of dealer, shop, or store")
  t.equal(aid.phrases.length, 20_371);
  t.ok(aid.phrases.every((p) => p.system === 'naics_2022' && /^\d{6}$/.test(p.code) && p.kind === 'index_item'));
  t.ok(has(aid.phrases, '111110', 'Soybean farming, field and seed production'));
  t.notOk(
    aid.phrases.some((p) => /-- see /.test(p.phrase)),
    'no cross-reference row',
  );
  t.ok(
    aid.phrases.every((p) => p.phrase === p.phrase.trim() && !/\s\s/.test(p.phrase)),
    'trailing spaces dropped',
  );
});

t.test('SOC 2018 direct-match titles: 6,539 titles on detailed codes', async (t) => {
  const aid = await read(socDirectMatch2018);
  t.equal(aid.phrases.length, 6_539);
  t.ok(aid.phrases.every((p) => p.system === 'soc_2018' && /^\d\d-\d{4}$/.test(p.code)));
  t.ok(has(aid.phrases, '11-1011', 'CEO', 'direct_match_title'));
});

t.test('O*NET alternate titles land on SOC 2018 by the six digits before the dot, short titles too', async (t) => {
  const aid = await read(onetAlternateTitles);
  t.ok(aid.phrases.every((p) => p.system === 'soc_2018' && /^\d\d-\d{4}$/.test(p.code)));
  t.ok(has(aid.phrases, '11-1011', 'Aeronautics Commission Director', 'alternate_title'));
  // 56,495 alternate titles and 3,865 short titles, less the same title twice on one SOC code
  t.equal(aid.phrases.length, 59_898);
  const keys = new Set(aid.phrases.map((p) => `${p.code}|${p.phrase}`));
  t.equal(keys.size, aid.phrases.length, 'one phrase per SOC code');
});

t.test('ESCO occupations: preferred and alternative labels on their ISCO-08 unit group', async (t) => {
  const aid = await read(escoOccupations);
  t.ok(aid.phrases.every((p) => p.system === 'isco_08' && /^\d{4}$/.test(p.code)));
  t.ok(has(aid.phrases, '2654', 'technical director', 'preferred_label'));
  t.ok(has(aid.phrases, '2654', 'technical and operations director', 'alternative_label'));
  t.ok(
    aid.phrases.some((p) => p.code.startsWith('0')),
    'the armed forces keep their leading zero',
  );
  t.ok(
    aid.phrases.some(
      (p) =>
        p.code === '2654' && p.phrase === 'technical and operations director' && p.concept === 'technical director',
    ),
    'each label names its occupation (the benchmark holds whole occupations out)',
  );
  t.ok(
    aid.phrases.every((p) => p.kind !== 'preferred_label' || p.concept === p.phrase),
    "a preferred label is its occupation's",
  );
  t.equal(aid.phrases.filter((p) => p.kind === 'preferred_label').length, 2_980);
  t.equal(aid.phrases.filter((p) => p.kind === 'alternative_label').length, 29_837);
  t.notOk(
    aid.phrases.some((p) => p.phrase.includes('\n')),
    'one label per line of the cell',
  );
});

t.test('registry: unique ids, files named with their download address', async (t) => {
  t.equal(new Set(aidAdapters.map((a) => a.id)).size, aidAdapters.length);
  for (const a of aidAdapters)
    t.ok(
      a.files.every((f) => /^https:\/\//.test(f.url) && !f.name.includes('/')),
      a.id,
    );
});
