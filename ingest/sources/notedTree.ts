import type { NodeNotes, NodeRecord } from '../../commands/records.ts';
import { notesText } from './notes.ts';
import { TreeBuilder } from './tree.ts';

/** A code tree whose codes carry the publisher's explanatory notes: a separate `notes` field and, joined, the description. */
export function notedTree(system: string) {
  const tree = new TreeBuilder(system);
  const notes = new Map<string, NodeNotes | undefined>();
  return {
    add(code: string, title: string, parent: string | null, n: NodeNotes | undefined): void {
      tree.add(code, title, parent, notesText(n));
      notes.set(code, n);
    },
    build(): NodeRecord[] {
      return tree.build().map((node) => {
        const note = notes.get(node.code);
        return note ? { ...node, notes: note } : node;
      });
    },
  };
}
