import type { NodeRecord } from '../../commands/records.ts';

/** A code as the crosswalk repair needs it: its title and its top-level ancestor. */
export interface CodeInfo {
  title: string;
  root: string;
}
/** system → code → info, for every system whose crosswalks are reconciled. */
export type CodeIndex = Map<string, Map<string, CodeInfo>>;

/** Index of one system's nodes (any order): each code's title and top-level ancestor. */
export function indexNodes(nodes: Iterable<Pick<NodeRecord, 'code' | 'title' | 'parent'>>): Map<string, CodeInfo> {
  const parent = new Map<string, string | null>();
  const title = new Map<string, string>();
  for (const n of nodes) {
    parent.set(n.code, n.parent);
    title.set(n.code, n.title);
  }
  const rootOf = new Map<string, string>();
  const root = (code: string): string => {
    const known = rootOf.get(code);
    if (known) return known;
    let c = code;
    for (let i = 0; i < 64; i++) {
      const p = parent.get(c);
      if (!p || !parent.has(p)) break;
      c = p;
    }
    rootOf.set(code, c);
    return c;
  };
  const out = new Map<string, CodeInfo>();
  for (const [code, t] of title) out.set(code, { title: t, root: root(code) });
  return out;
}
