import t from 'tap';
import { naceRev21 } from '../../../../ingest/sources/naceRev21.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(naceRev21);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 1,047 = 22 / 87 / 287 / 651)', async (t) => {
  t.equal(nodes.length, 1047);
  t.same(levelCounts(nodes), { 1: 22, 2: 87, 3: 287, 4: 651 });
  t.same(treeProblems(release!), []);
});

t.test('known codes: dotted, parents from the file, sections in sentence case', async (t) => {
  t.same(node(codes, '46.89'), { title: 'Other specialised wholesale n.e.c.', parent: '46.8', level: 4 });
  t.same(node(codes, '62.10'), { title: 'Computer programming activities', parent: '62.1', level: 4 });
  t.equal(codes.get('J')?.title, 'Publishing, broadcasting, and content production and distribution activities');
  t.equal(codes.get('01')?.parent, 'A');
});

t.test('notes are separate fields, and joined into the description', async (t) => {
  const bread = codes.get('10.71')!;
  t.match(bread.notes, {
    includes: /^This class includes:\n- manufacture of bakery products/,
    includes_also: /pre-baked bread/,
    excludes: /^This class excludes:\n- manufacture of dry bakery products, see 10\.72/,
    implementation_rule: null,
    introduction: null,
  });
  t.match(bread.description, /This class includes:[\s\S]*This class also includes:[\s\S]*This class excludes:/);
  t.match(codes.get('01')!.notes?.implementation_rule, /^IMPLEMENTATION RULE/);
  const counts = { includes: 0, includes_also: 0, excludes: 0, implementation_rule: 0 };
  for (const n of nodes) for (const k of Object.keys(counts) as (keyof typeof counts)[]) if (n.notes?.[k]) counts[k]++;
  t.ok(counts.includes > 800 && counts.excludes > 500 && counts.implementation_rule > 0, JSON.stringify(counts));
});

t.test('metadata: the EU member states, Eurostat', async (t) => {
  t.equal(release!.system.id, 'nace_rev21');
  t.equal(release!.system.country_codes.length, 27);
  t.equal(release!.system.authority, 'Eurostat');
});
