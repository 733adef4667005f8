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

/**
 * The same figures from parent links in any order (a system after a release's difference: a moved
 * code may now sit under a code added after it). Codes not reachable from a root (a missing parent)
 * get no entry: a release checked by validateRelease has none.
 */
export function deriveFromParents(nodes: Iterable<{ code: string; parent: string | null }>): Map<string, Derived> {
  const children = new Map<string | null, string[]>();
  for (const n of nodes) {
    const list = children.get(n.parent);
    if (list) list.push(n.code);
    else children.set(n.parent, [n.code]);
  }
  const out = new Map<string, Derived>();
  const order: { code: string; parent: Derived | undefined }[] = []; // parents before children
  const stack = (children.get(null) ?? []).map((code) => ({ code, parent: undefined as Derived | undefined }));
  while (stack.length) {
    const { code, parent } = stack.pop()!;
    const kids = children.get(code) ?? [];
    const d = { path: (parent?.path ?? '') + code + PATH_SEP, childCount: kids.length, subtreeSize: 1 };
    out.set(code, d);
    order.push({ code, parent });
    for (const k of kids) stack.push({ code: k, parent: d });
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const { code, parent } = order[i];
    if (parent) parent.subtreeSize += out.get(code)!.subtreeSize;
  }
  return out;
}
