import t from 'tap';
import { deriveTree, PATH_SEP } from '../../../projections/catalog/derive.ts';
import type { NodeRecord } from '../../../commands/records.ts';

const node = (code: string, parent: string | null, level: number): NodeRecord => ({
  code,
  title: code,
  description: null,
  parent,
  level,
});
const plain = (m: Map<string, { path: string; childCount: number; subtreeSize: number }>) =>
  Object.fromEntries(
    [...m].map(([c, d]) => [c, [d.path.split(PATH_SEP).slice(0, -1).join('/'), d.childCount, d.subtreeSize]]),
  );

t.test('from parent links in any order: the same figures', async (t) => {
  const tree = [
    node('A', null, 1),
    node('A1', 'A', 2),
    node('A11', 'A1', 3),
    node('A12', 'A1', 3),
    node('A2', 'A', 2),
    node('B', null, 1),
  ];
  const figures = {
    A: ['A', 2, 5],
    A1: ['A/A1', 2, 3],
    A11: ['A/A1/A11', 0, 1],
    A12: ['A/A1/A12', 0, 1],
    A2: ['A/A2', 0, 1],
    B: ['B', 0, 1],
  };
  t.same(plain(deriveTree(tree)), figures, 'parents first (a first import)');
  t.same(plain(deriveTree([...tree].reverse())), figures, 'children first: the same figures');
});

t.test('a code moved under a code that comes after it, and a code whose parent is missing', async (t) => {
  // after a release's difference: A11 now sits under C, which was added after it
  const rows = [
    { code: 'A', parent: null },
    { code: 'A1', parent: 'A' },
    { code: 'A11', parent: 'C' },
    { code: 'C', parent: 'A1' },
    { code: 'X', parent: 'gone' },
  ];
  t.same(plain(deriveTree(rows)), {
    A: ['A', 1, 4],
    A1: ['A/A1', 1, 3],
    C: ['A/A1/C', 1, 2],
    A11: ['A/A1/C/A11', 0, 1],
  });
});
