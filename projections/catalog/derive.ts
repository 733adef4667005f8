export const PATH_SEP = '\u001f';

export interface Derived {
  path: string;
  childCount: number;
  subtreeSize: number;
}

/**
 * Path, child count and subtree size of every code of a system, from its parent links in any order:
 * a whole system arriving at once (first import, rebuild: one COPY instead of an UPDATE of every row),
 * or a system after a release's difference (a moved code may now sit under a code added after it).
 * Codes not reachable from a root (a missing parent) get no entry: a release checked by
 * validateRelease has none.
 */
export function deriveTree(nodes: Iterable<{ code: string; parent: string | null }>): Map<string, Derived> {
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
