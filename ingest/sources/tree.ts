/**
 * Collects a system's nodes as they are found in a file and hands them back as NodeRecords:
 * levels computed from the parent chain (1 = root), parents before children (pre-order walk,
 * siblings in source order). Duplicate codes and unknown parents are errors, reported with
 * the code, so a format change in a publisher file fails loudly instead of producing orphans.
 */
import type { NodeRecord } from '../../commands/records.ts';

interface PendingNode {
  code: string;
  title: string;
  description: string | null;
  parent: string | null;
}

/** Trims and collapses the whitespace publishers leave in titles (trailing spaces, stray newlines). */
export function cleanTitle(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Null for empty text; otherwise the text with line endings normalized and outer space trimmed. */
export function cleanDescription(s: string | null | undefined): string | null {
  const t = (s ?? '').replace(/\r\n?/g, '\n').trim();
  return t === '' ? null : t;
}

export class TreeBuilder {
  private readonly nodes = new Map<string, PendingNode>();

  constructor(private readonly system: string) {}

  has(code: string): boolean {
    return this.nodes.has(code);
  }
  get size(): number {
    return this.nodes.size;
  }

  add(code: string, title: string, parent: string | null, description: string | null = null): void {
    if (this.nodes.has(code)) throw new Error(`${this.system}: duplicate code ${code}`);
    this.nodes.set(code, {
      code,
      title: cleanTitle(title) || code,
      description: cleanDescription(description),
      parent,
    });
  }

  /** Sets the description of a node added earlier (for files that carry texts separately). */
  describe(code: string, description: string | null): void {
    const n = this.nodes.get(code);
    if (n) n.description = cleanDescription(description);
  }

  build(): NodeRecord[] {
    const children = new Map<string | null, PendingNode[]>();
    for (const n of this.nodes.values()) {
      if (n.parent !== null && !this.nodes.has(n.parent)) {
        throw new Error(`${this.system}: code ${n.code} has unknown parent ${n.parent}`);
      }
      const list = children.get(n.parent) ?? [];
      list.push(n);
      children.set(n.parent, list);
    }
    const out: NodeRecord[] = [];
    // Iterative pre-order walk (no recursion limits on deep or wide trees).
    const stack: { node: PendingNode; level: number }[] = [];
    const pushChildren = (parent: string | null, level: number) => {
      const list = children.get(parent) ?? [];
      for (let i = list.length - 1; i >= 0; i--) stack.push({ node: list[i], level });
    };
    pushChildren(null, 1);
    while (stack.length) {
      const { node, level } = stack.pop()!;
      out.push({ ...node, level });
      pushChildren(node.code, level + 1);
    }
    if (out.length !== this.nodes.size) throw new Error(`${this.system}: parent cycle among codes`);
    return out;
  }
}
