import { indexedTitle, leadProse, terms } from './text.ts';

/** What the ranker knows of one node: its title stems and its description stems. */
export interface ParsedDoc {
  title: Set<string>;
  description: Set<string>;
  titleLength: number;
}

/**
 * The document of a node as a tsvector literal: title stems at weight A, then the stems of the
 * description's lead prose at weight D. Stems are letters and digits
 * only (projections/words), so they need no quoting.
 */
export function nodeDocument(
  title: string,
  description: string | null | undefined,
): { doc: string; lexemes: string[] } {
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const t of terms(indexedTitle(title))) add(t, `${++pos}A`);
  for (const t of terms(leadProse(description))) add(t, `${++pos}`);
  function add(t: string, p: string) {
    const list = positions.get(t);
    if (!list) positions.set(t, [p]);
    else if (list.length < 8) list.push(p);
  }
  const lexemes = [...positions.keys()].sort();
  return { doc: lexemes.map((l) => `'${l}':${positions.get(l)!.join(',')}`).join(' '), lexemes };
}

/** Parses the tsvector text PostgreSQL sends back ('bake':1A 'bread':2A,5). */
export function parseDocument(text: string): ParsedDoc {
  const title = new Set<string>(),
    description = new Set<string>();
  let titleLength = 0;
  for (const m of text.matchAll(/'([^']+)':([0-9A-D,]+)/g)) {
    if (m[2].includes('A')) {
      title.add(m[1]);
      titleLength += 1;
    } else description.add(m[1]);
  }
  return { title, description, titleLength };
}
