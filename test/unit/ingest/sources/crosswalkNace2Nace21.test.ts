import t from 'tap';
import { crosswalkNace2Nace21, typeLinks } from '../../../../ingest/sources/crosswalkNace2Nace21.ts';
import { readAdapter } from './fixtures/helpers.ts';

const { edges } = await readAdapter(crosswalkNace2Nace21);
const list = edges!;
const of = (s: string) => list.filter((e) => e.source_code === s);

t.test('1,571 rows: 1,570 links (46.89 states it has no NACE Rev. 2 link), all official', async (t) => {
  t.equal(list.length, 1570);
  t.ok(list.every((e) => e.source_system === 'nace_rev2' && e.target_system === 'nace_rev21'));
  t.ok(list.every((e) => e.provenance?.kind === 'official'));
  t.notOk(
    list.some((e) => e.target_code === '46.89'),
    '46.89 has no Rev. 2 side',
  );
  t.equal(
    new Set(list.filter((e) => /^\d\d\.\d\d$/.test(e.source_code)).map((e) => e.source_code)).size,
    615,
    'every Rev. 2 class',
  );
  t.equal(
    new Set(list.filter((e) => /^\d\d\.\d\d$/.test(e.target_code)).map((e) => e.target_code)).size,
    650,
    'every Rev. 2.1 class but 46.89',
  );
});

t.test('typed from the mapping: one-to-one exact, splits narrow, merges broad, tangles partial', async (t) => {
  t.match(of('01.11'), [{ target_code: '01.11', match_type: 'exact', provenance: { note: /fully covered/ } }]);
  t.match(of('62.01'), [{ target_code: '62.10', match_type: 'exact' }]);
  const mail = of('47.91');
  t.equal(mail.length, 32, '47.91 goes to 32 classes');
  t.ok(mail.every((e) => e.match_type === 'narrow' || e.match_type === 'partial'));
  const counts: Record<string, number> = {};
  for (const e of list) counts[e.match_type] = (counts[e.match_type] ?? 0) + 1;
  t.same(counts, { exact: 521, broad: 224, narrow: 202, partial: 623 });
});

t.test('typeLinks on a small table', async (t) => {
  const l = (source: string, target: string) => ({ source, target, common: '', mapping: '' });
  const typed = typeLinks([
    l('a', 'x'),
    l('b', 'y'),
    l('b', 'z'),
    l('c', 'w'),
    l('d', 'w'),
    l('e', 'v'),
    l('e', 'u'),
    l('f', 'u'),
  ]);
  t.same(
    typed.map((x) => `${x.source}${x.target}:${x.match_type}`),
    ['ax:exact', 'by:narrow', 'bz:narrow', 'cw:broad', 'dw:broad', 'ev:narrow', 'eu:partial', 'fu:broad'],
  );
});
