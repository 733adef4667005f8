import type { NodeNotes } from '../../commands/records.ts';
import { cleanDescription } from './tree.ts';

/** Notes from the publisher's cells (empty cells become null); undefined when every field is empty. */
export function nodeNotes(cells: Partial<Record<keyof NodeNotes, string>>): NodeNotes | undefined {
  const notes: NodeNotes = {
    introduction: cleanDescription(cells.introduction),
    includes: cleanDescription(cells.includes),
    includes_also: cleanDescription(cells.includes_also),
    excludes: cleanDescription(cells.excludes),
    implementation_rule: cleanDescription(cells.implementation_rule),
  };
  return Object.values(notes).some((v) => v !== null) ? notes : undefined;
}

/** The notes as one description text (the form search, classify and older clients read), in reading order. */
export function notesText(notes: NodeNotes | undefined): string | null {
  if (!notes) return null;
  const parts = [notes.introduction, notes.includes, notes.includes_also, notes.excludes, notes.implementation_rule];
  return parts.filter(Boolean).join('\n\n') || null;
}
