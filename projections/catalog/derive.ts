import type { NodeRecord } from '../../commands/records.ts';

export const PATH_SEP = '\u001f';

export interface Derived {
  path: string;
  childCount: number;
  subtreeSize: number;
}

/**
 * Path, child count and subtree size for a whole system given parents-first: used when a
 * system's nodes arrive all at once (first import, rebuild), instead of an UPDATE of every row.
 */
export function deriveTree(nodes: NodeRecord[]): Map<string, Derived> {
  const out = new Map<string, Derived>();
  for (const n of nodes) {
    const parentPath = n.parent === null ? '' : (out.get(n.parent)?.path ?? '');
    out.set(n.code, { path: parentPath + n.code + PATH_SEP, childCount: 0, subtreeSize: 1 });
  }
  for (let i = nodes.length - 1; i >= 0; i--) {
    // children come after parents: fold sizes upwards
    const n = nodes[i];
    if (n.parent === null) continue;
    const p = out.get(n.parent);
    if (!p) continue;
    p.childCount++;
    p.subtreeSize += out.get(n.code)!.subtreeSize;
  }
  return out;
}
