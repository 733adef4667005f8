import t from 'tap';
import { crossReferences, resolveCode } from '../../../projections/classify/references.ts';
import { referredPhrases } from '../../../projections/classify/referred.ts';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';
import { terms } from '../../../projections/classify/text.ts';

const SIC_0161 =
  'Establishments primarily engaged in the production of vegetables and melons in the open. Establishments primarily engaged in growing vegetables under glass or other protection are classified in Industry 0182; those producing dry field and seed beans and peas are classified in Industry 0119.';
const ISCO_1120 =
  'Managers responsible for specialized functions within a specific geographic area are excluded from this unit group. For example, regional sales managers are classified in Unit Group 1221: Sales and Marketing Managers. Jobs whose principal responsibility is to sit on boards are included in Unit Group 1120: Managing Directors and Chief Executives.';
const SOC =
  'Interact with customers to provide basic information. Excludes individuals whose duties are primarily installation, sales, repair, and technical support.';

t.test('cross-reference sentences become phrases with the code they name', async (t) => {
  t.same(crossReferences(SIC_0161, '0161'), [
    { phrase: 'growing vegetables under glass or other protection', code: '0182' },
    { phrase: 'producing dry field and seed beans and peas', code: '0119' },
  ]);
  t.same(
    crossReferences(ISCO_1120, '1120'),
    [{ phrase: 'regional sales managers', code: '1221' }],
    'a sentence naming the code itself is no cross-reference',
  );
  t.same(crossReferences(SOC, '43-4051'), [
    { phrase: 'individuals whose duties are primarily installation, sales, repair, and technical support', code: null },
  ]);
  t.equal(
    resolveCode('01.12', (c) => c === '0112'),
    '0112',
    "ISIC's 'see 01.12' is class 0112",
  );
});

t.test('a referring code holds the phrase as evidence against; the named code holds it as an example', async (t) => {
  const referred = referredPhrases([
    {
      type: 'NodesAdded',
      data: {
        system: 'sic_1987',
        nodes: [
          { code: '0161', title: 'Vegetables and Melons', description: SIC_0161, parent: null, level: 1 },
          { code: '0182', title: 'Food Crops Grown Under Cover', description: null, parent: null, level: 1 },
        ],
      },
    },
  ]);
  const toCover = referred.get('sic_1987')?.get('0182');
  t.same(toCover, ['growing vegetables under glass or other protection']);
  const cover = parseDocument(nodeDocument('Food Crops Grown Under Cover', null, undefined, toCover).doc);
  t.ok(
    cover.examples.some((e) => terms('vegetables under glass').every((s) => e.has(s))),
    '0182 has the phrase',
  );
  const open = parseDocument(nodeDocument('Vegetables and Melons', SIC_0161, { system: 'sic_1987', code: '0161' }).doc);
  t.ok(open.excluded.has(terms('glass')[0]), '0161 holds "glass" as evidence against');
  t.notOk(open.description.has(terms('glass')[0]), "nor is it 0161's own prose");
});
