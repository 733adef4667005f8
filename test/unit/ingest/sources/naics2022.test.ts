import t from 'tap';
import { naics2022, naicsParent, sectorMap } from '../../../../ingest/sources/naics2022.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(naics2022);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 2,125 = 20 / 96 / 308 / 689 / 1,012)', async (t) => {
  t.equal(nodes.length, 2125);
  t.same(levelCounts(nodes), { 1: 20, 2: 96, 3: 308, 4: 689, 5: 1012 });
  t.same(treeProblems(release!), []);
});

t.test('range sectors are one code with 3-digit children', async (t) => {
  t.same(node(codes, '48-49'), { title: 'Transportation and Warehousing', parent: null, level: 1 });
  t.same(node(codes, '484'), { title: 'Truck Transportation', parent: '48-49', level: 2 });
  t.same(node(codes, '484110'), { title: 'General Freight Trucking, Local', parent: '48411', level: 5 });
  for (const sub of ['311', '321', '331']) t.equal(codes.get(sub)?.parent, '31-33');
  t.equal(codes.get('441')?.parent, '44-45');
  t.notOk(codes.has('31') || codes.has('32') || codes.has('48'), 'no 2-digit codes inside ranges');
});

t.test('titles are clean and descriptions come from the Descriptions workbook', async (t) => {
  t.equal(codes.get('111')?.title, 'Crop Production', 'no trilateral T marker');
  t.equal(codes.get('11112')?.title, 'Oilseed (except Soybean) Farming', 'trailing space trimmed');
  t.equal(nodes.filter((n) => n.title !== n.title.trim()).length, 0);
  t.equal(nodes.filter((n) => n.description).length, 2125);
  t.match(codes.get('11')?.description, /^The Sector as a Whole/);
  t.equal(codes.get('11111')?.description, 'See industry description for 111110.');
});

t.test('metadata', async (t) => {
  const s = release!.system;
  t.equal(s.id, 'naics_2022');
  t.equal(s.provenance, 'official_download');
  t.equal(s.source_url, 'https://www.census.gov/naics/2022NAICS/2-6%20digit_2022_Codes.xlsx');
  t.same(s.country_codes, ['CA', 'MX', 'US']);
});

t.test('parent helper', async (t) => {
  const sectors = sectorMap(['11', '31-33']);
  t.equal(naicsParent('332', sectors), '31-33');
  t.equal(naicsParent('111', sectors), '11');
  t.equal(naicsParent('31-33', sectors), null);
  t.equal(naicsParent('3321', sectors), '332');
});
