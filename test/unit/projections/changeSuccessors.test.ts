import t from 'tap';
import { contentWords, successionsOf, type Coded } from '../../../projections/changes/successors.ts';

const c = (code: string, title: string, parent: string | null = '10.7'): Coded => ({ code, title, parent });

t.test('a retired code split over new codes in its place is code_split, with its parts', async (t) => {
  const retired = [c('10.71', 'Manufacture of bread; manufacture of fresh pastry goods and cakes')];
  const added = [
    c('10.74', 'Manufacture of bread'),
    c('10.75', 'Manufacture of fresh pastry goods and cakes'),
    c('10.76', 'Manufacture of rusks and biscuits'), // a new neighbour, no part of it
    c('20.11', 'Manufacture of bread', '20.1'), // elsewhere in the tree
  ];
  t.same(successionsOf(retired, added).get('10.71'), { kind: 'code_split', successors: ['10.74', '10.75'] });
});

t.test('retired codes whose titles one new code holds are code_merged into it, each naming the others', async (t) => {
  const retired = [c('10.81', 'Manufacture of sugar'), c('10.82', 'Manufacture of cocoa and chocolate')];
  const added = [c('10.89', 'Manufacture of sugar, cocoa and chocolate'), c('10.90', 'Manufacture of tea')];
  const s = successionsOf(retired, added);
  t.same(s.get('10.81'), { kind: 'code_merged', successors: ['10.89'], merged_with: ['10.82'] });
  t.same(s.get('10.82'), { kind: 'code_merged', successors: ['10.89'], merged_with: ['10.81'] });
});

t.test('the same title is a renumbering; one new code in its place a successor; none, none', async (t) => {
  const retired = [
    c('10.11', 'Processing of meat'),
    c('10.12', 'Processing of poultry meat'),
    c('10.13', 'Production of meat products'),
  ];
  const added = [c('10.14', 'Processing of meat', '10.9'), c('10.15', 'Processing and preserving of poultry meat')];
  const s = successionsOf(retired, added);
  t.same(s.get('10.11'), { kind: 'code_retired', successors: ['10.14'] }, 'renumbered, wherever it went');
  t.same(s.get('10.12'), { kind: 'code_retired', successors: ['10.15'] }, 'one new code in its place');
  t.same(s.get('10.13'), { kind: 'code_retired', successors: [] }, 'no successor');
});

t.test('a subcode of the retired code stands in its place too', async (t) => {
  const s = successionsOf(
    [c('4841', 'General freight trucking, local and long-distance', '484')],
    [
      c('48411', 'General freight trucking, local', '4841x'),
      c('48412', 'General freight trucking, long-distance', '4841x'),
    ],
  );
  t.same(s.get('4841'), { kind: 'code_split', successors: ['48411', '48412'] });
});

t.test("a title's content words", async (t) => {
  t.same([...contentWords('Manufacture of Cakes and Pâtés, n.e.c.')], ['manufacture', 'cake', 'pate']);
});
