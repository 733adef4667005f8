import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/** Search that reads codes: a system named before a code, bare codes in their system's format, every script. */
const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
const { app } = stack;
const search = async (q: string) => {
  const res = await app.inject(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`);
  t.equal(res.statusCode, 200, `200 for ${q}`);
  return res.json() as { corrected?: string; items: { system: string; code: string }[] };
};
const first = async (q: string, n = 1) => (await search(q)).items.slice(0, n).map((h) => `${h.system} ${h.code}`);

t.test('a system named before a code finds that code first', async (t) => {
  t.same(await first('naics 311811'), ['naics_2022 311811']);
  t.same(await first('naics 484'), ['naics_2022 484'], 'not "nails 484"');
  t.same(await first('ISIC 0111'), ['isic_rev4 0111']);
  t.same(await first('soc 29-1141'), ['soc_2018 29-1141']);
  t.same(await first('nace 10.71'), ['nace_rev2 10.71']);
  t.same(await first('hs 0901'), ['hs_2022 0901']);
  t.notOk((await search('naics 484')).corrected, 'a system name is never spelling-corrected');
});

t.test('a bare code prefers the system whose format it matches', async (t) => {
  t.ok((await first('10.71', 3)).includes('nace_rev2 10.71'), 'NACE writes 10.71 with a dot');
  t.same(await first('49.41'), ['nace_rev2 49.41'], 'before SIC 4941 without the dot');
});

t.test('a system name before words searches within it', async (t) => {
  const r = await search('naics trucking');
  t.ok(r.items.length > 0 && r.items.every((h) => h.system === 'naics_2022'), 'only NAICS');
  t.same(await first('truck driver'), await first('truck driver'), 'an ordinary first word scopes nothing');
  t.ok((await search('truck driver')).items.some((h) => h.system !== 'naics_2022'));
});

t.test('titles in every script are found', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'intl-'));
  const sys = {
    id: 'intl_check',
    name: 'Intl check',
    full_name: 'Scripts check',
    region: 'Global',
    version: '1',
    authority: 'check',
    url: null,
    source_url: null,
    license: null,
    provenance: 'manual_transcription',
    source_date: null,
    country_codes: [],
    node_count: 3,
  };
  writeFileSync(join(dir, 'systems.jsonl'), JSON.stringify(sys) + '\n');
  const node = (code: string, title: string) =>
    JSON.stringify({ system: 'intl_check', code, title, description: null, parent: null, level: 1 });
  writeFileSync(
    join(dir, 'nodes.jsonl'),
    [
      node('A', 'Straßenbau und Tiefbau'),
      node('B', 'Грузовой автомобильный транспорт'),
      node('C', '道路货物运输'),
    ].join('\n') + '\n',
  );
  writeFileSync(join(dir, 'equivalences.jsonl'), '');
  writeFileSync(join(dir, 'countries.jsonl'), '');
  await ingestBundle(stack.store, dir, { quiet: true });
  await stack.project();
  for (const [q, code] of [
    ['Straßenbau', 'A'],
    ['грузовой транспорт', 'B'],
    ['货物运输', 'C'],
  ]) {
    const hit = (await search(q)).items.find((h) => h.system === 'intl_check');
    t.equal(hit?.code, code, `search "${q}"`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/classify',
      payload: { text: q, systems: ['intl_check'] },
    });
    t.equal(res.json().standard_matches[0]?.code, code, `classify "${q}"`);
  }
});
