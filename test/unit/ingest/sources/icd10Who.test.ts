import t from 'tap';
import { icd10Who, romanNumeral } from '../../../../ingest/sources/icd10Who.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(icd10Who);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 22 chapters, 263 blocks, 12,221 codes = 2,050 / 10,167 / 4)', async (t) => {
  t.equal(nodes.length, 22 + 263 + 12221);
  t.same(levelCounts(nodes), { 1: 22, 2: 263, 3: 2050, 4: 10167, 5: 4 });
  t.same(treeProblems(release!), []);
});

t.test('known codes, read from the official zip', async (t) => {
  t.same(node(codes, 'I'), { title: 'Certain infectious and parasitic diseases', parent: null, level: 1 });
  t.same(node(codes, 'A00-A09'), { title: 'Intestinal infectious diseases', parent: 'I', level: 2 });
  t.same(node(codes, 'A00'), { title: 'Cholera', parent: 'A00-A09', level: 3 });
  t.same(node(codes, 'A00.0'), {
    title: 'Cholera due to Vibrio cholerae 01, biovar cholerae',
    parent: 'A00',
    level: 4,
  });
  t.same(node(codes, 'B18.00'), {
    title: 'Chronic viral hepatitis B with delta-agent: immune-tolerant phase',
    parent: 'B18.0',
    level: 5,
  });
  t.same(node(codes, 'U07.1'), { title: 'COVID-19, virus identified', parent: 'U07', level: 4 });
  t.equal(codes.get('XXII')?.title, 'Codes for special purposes');
  t.equal(codes.get('C84.1')?.title, 'Sézary disease', 'UTF-8 titles');
});

t.test('roman numerals', async (t) => {
  t.same([1, 4, 9, 14, 19, 22].map(romanNumeral), ['I', 'IV', 'IX', 'XIV', 'XIX', 'XXII']);
});
