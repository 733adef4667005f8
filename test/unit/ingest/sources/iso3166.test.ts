import t from 'tap';
import { iso3166 } from '../../../../ingest/sources/iso3166.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(iso3166);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 249 countries; 5 M49 regions, 17 sub-regions)', async (t) => {
  const countries = nodes.filter((n) => /^[A-Z]{2}$/.test(n.code));
  t.equal(countries.length, 249);
  t.equal(nodes.length, 249 + 5 + 17);
  t.same(levelCounts(nodes), { 1: 7, 2: 17, 3: 247 }, 'Antarctica and Taiwan are roots');
  t.same(treeProblems(release!), []);
});

t.test('known codes', async (t) => {
  t.same(node(codes, 'DE'), { title: 'Germany', parent: '155', level: 3 });
  t.same(node(codes, '155'), { title: 'Western Europe', parent: '150', level: 2 });
  t.same(node(codes, '150'), { title: 'Europe', parent: null, level: 1 });
  t.same(node(codes, 'NA'), { title: 'Namibia', parent: '202', level: 3 }, 'NA is a code, not a missing value');
  t.same(node(codes, 'AX'), { title: 'Åland Islands', parent: '154', level: 3 });
  t.same(node(codes, 'AQ'), { title: 'Antarctica', parent: null, level: 1 });
  t.equal(codes.get('AF')?.description, 'ISO 3166-1 alpha-3 AFG, numeric 004');
  t.equal(release!.system.license, 'CC BY-SA 4.0 (compilation)');
});
