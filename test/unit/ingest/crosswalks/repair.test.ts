/** The corpus's crosswalk defect classes, repaired against the real official files of ../shared/sources. */
import t from 'tap';
import path from 'node:path';
import { readOfficialSources } from '../../../../ingest/officialSources.ts';
import { officialEdges } from '../../../../ingest/officialSources.ts';
import { indexNodes, type CodeIndex } from '../../../../ingest/crosswalks/codeIndex.ts';
import { deriveEdges } from '../../../../ingest/crosswalks/editions.ts';
import type { EdgeRecord } from '../../../../commands/records.ts';
import { SHARED } from '../../../helpers/paths.ts';

const official = await readOfficialSources([path.join(SHARED, 'sources')]);
const index: CodeIndex = new Map(official.releases.map((r) => [r.system.id, indexNodes(r.nodes)]));
const curated = (s: string, sc: string, ts: string, tc: string): EdgeRecord => ({
  source_system: s,
  source_code: sc,
  target_system: ts,
  target_code: tc,
  match_type: 'partial',
  provenance: { kind: 'curated', source: 'bundle:test' },
});
const has = (edges: EdgeRecord[], s: string, sc: string, ts: string, tc: string) =>
  edges.find((e) => e.source_system === s && e.source_code === sc && e.target_system === ts && e.target_code === tc);

t.test('an end that exists only by accident of a stripped zero is moved to the zero-padded code', async (t) => {
  // ISIC 620 (Computer programming) exists, but NAICS 211130 (Natural gas extraction) meant 0620
  const n = officialEdges([curated('isic_rev4', '620', 'naics_2022', '211130')], official, index);
  t.same(n.repairs, [
    { rule: 'accidental_end', edge: 'isic_rev4:620 -> naics_2022:211130', now: 'isic_rev4:0620 -> naics_2022:211130' },
  ]);
  t.notOk(has(n.edges, 'isic_rev4', '620', 'naics_2022', '211130'), 'natural gas never meets computer programming');
  t.ok(has(n.edges, 'isic_rev4', '0620', 'naics_2022', '211130'));
  t.equal(has(n.edges, 'naics_2022', '211130', 'isic_rev4', '0620')?.provenance?.kind, 'derived');
});

t.test('an end that does not exist but its zero-padded code does is repaired (ISCO 110 -> 0110)', async (t) => {
  t.ok(index.get('isco_08')!.has('0110') && !index.get('isco_08')!.has('110'));
  const { edges, repairs } = officialEdges([curated('isced_2011', '3', 'isco_08', '110')], official, index);
  t.ok(has(edges, 'isced_2011', '3', 'isco_08', '0110'));
  t.equal(repairs[0].rule, 'lost_leading_zero');
  const m = officialEdges([curated('isco_08', '8111', 'isic_rev4', '510')], official, index);
  t.ok(has(m.edges, 'isco_08', '8111', 'isic_rev4', '0510'), 'miner -> ISIC 0510 Mining of hard coal');
});

t.test('short codes are not guessed at (ISCO 1 Managers and 01 Commissioned officers both exist)', async (t) => {
  const { edges, repairs } = officialEdges([curated('isco_08', '1', 'isic_rev4', 'O')], official, index);
  t.ok(has(edges, 'isco_08', '1', 'isic_rev4', 'O'));
  t.same(repairs, []);
});

t.test(
  'NAICS 2017 -> ISIC links carry to NAICS 2022 only through codes whose code and title are unchanged',
  async (t) => {
    const c = official.crosswalks.find((x) => x.id === 'crosswalk_naics_2017__isic_rev4')!;
    const derived = deriveEdges(c.edges, c.titles!, index, 'official:test');
    const gas = has(derived, 'naics_2022', '211130', 'isic_rev4', '0620')!;
    t.same(gas.provenance, {
      kind: 'derived',
      source: 'official:test',
      rule: 'unchanged code and title: naics_2017 -> naics_2022',
      path: ['naics_2017:211130'],
    });
    // 2017's 454111 "Electronic Shopping" is gone from NAICS 2022 (merged into 455/459 retail)
    t.notOk(derived.some((e) => e.source_code === '454111'));
    t.ok(derived.length > 1000, `${derived.length} derived edges`);
  },
);

t.test('a curated edge the official table contradicts is dropped; one it does not cover is kept', async (t) => {
  const { edges, repairs } = officialEdges(
    [curated('naics_2022', '211130', 'isic_rev4', '0610'), curated('naics_2022', '211130', 'hs_2022', '2711')],
    official,
    index,
  );
  t.notOk(has(edges, 'naics_2022', '211130', 'isic_rev4', '0610'));
  t.ok(has(edges, 'naics_2022', '211130', 'hs_2022', '2711'));
  t.same(
    repairs.map((r) => r.rule),
    ['contradicted_by_official'],
  );
});
