import { exclusions, flat, type Reference } from './examples.ts';
import { oneSpaced } from './spaces.ts';

/**
 * Cross-references in a description's prose: "Establishments primarily engaged in growing vegetables
 * under glass are classified in Industry 0182" (SIC, NAICS), "regional sales managers are classified
 * in Unit Group 1221" (ISCO), SOC's "Excludes First-Line Supervisors.", besides the listed exclusions
 * of examples.ts ("This class excludes: - growing of rice, see 01.12"). Each phrase is evidence against
 * the code that says it and, when a code is named, for that code.
 */
const CLASSIFIED_IN =
  /([^.;:]{3,200}?)\s+(?:are|is)\s+(?:classified|included)\s+(?:in|under)\s+(?:the\s+)?(?:(?:U\.S\.\s+)?(?:Industry|Industry Group|Unit Group|Minor Group|Sub-major Group|Major Group|Group|class|subclass|division|subsector)\s+)?([0-9][0-9A-Z.-]*[0-9A-Z])/gi;
/** What every match of CLASSIFIED_IN holds: a cheap test first. */
const MAY_BE_CLASSIFIED_IN = /\s(?:are|is)\s+(?:classified|included)\s/i;
/** SOC's prose exclusion: "Excludes First-Line Supervisors." (the bulleted "**Excludes:**" is examples.ts's). */
const SOC_EXCLUDES = /(?:^|\.\s+)Excludes\s+(?!:)([^.]{3,200})\./g;
/** Leading words that only say "establishments doing ...": the rest names the activity. */
const LEAD_IN =
  /^(?:(?:and|but|however|also|for example|for instance|similarly|in addition),?\s+)*(?:(?:these|those|such|the|other)\s+)?(?:establishments|units|jobs|workers|persons)?\s*(?:(?:that are\s+)?primarily\s+)?(?:engaged\s+in)?(?:--|-)?\s*/i;

const clean = (p: string) =>
  oneSpaced(p)
    .replace(/^[\s,;:-]+/, '')
    .replace(LEAD_IN, '')
    .replace(/[;:,.\s-]+$/, '')
    .trim();
const meaningful = (p: string) =>
  p.length >= 3 && p.split(' ').length <= 14 && /\p{L}{3}/u.test(p) && !/^(?:these|those|they|it)$/i.test(p);

/** Every cross-reference of a description (prose sentences and listed exclusions), but those naming `self`. */
export function crossReferences(description: string | null | undefined, self?: string): Reference[] {
  if (!description) return [];
  // the flattened text the listed exclusions read too: every `\\n` and run of whitespace one space
  const text = flat(description);
  const out: Reference[] = [];
  // CLASSIFIED_IN tries up to 200 characters from every position of the text: most descriptions hold
  // neither verb, and skipping those gives the same references (it was half of a full replay's CPU).
  if (MAY_BE_CLASSIFIED_IN.test(text))
    for (const m of text.matchAll(CLASSIFIED_IN)) {
      const phrase = clean(m[1]);
      if (meaningful(phrase)) out.push({ phrase, code: m[2] });
    }
  for (const m of text.matchAll(SOC_EXCLUDES)) {
    const phrase = clean(m[1]);
    if (meaningful(phrase)) out.push({ phrase, code: null });
  }
  out.push(...exclusions(description, text));
  const own = self && new Set([self, self.replace(/\./g, ''), self.replace(/-/g, '')]);
  return own ? out.filter((r) => !r.code || (!own.has(r.code) && !own.has(r.code.replace(/\./g, '')))) : out;
}

const ofNode = new WeakMap<object, Reference[]>();
/**
 * `crossReferences` of a node record, computed once per record: the classify projection needs them
 * twice (what the node sends to other codes, and its own document's negative evidence). Callers only
 * read the array.
 */
export function nodeReferences(node: { code: string; description?: string | null }): Reference[] {
  let refs = ofNode.get(node);
  if (!refs) ofNode.set(node, (refs = crossReferences(node.description, node.code)));
  return refs;
}

/** The prose of a description without its cross-reference sentences (they describe other codes). */
export function withoutReferences(prose: string): string {
  return prose
    .split(/(?<=[.;])\s+/)
    .filter((s) => !/\b(?:are|is) (?:classified|included) (?:in|under)\b|^Excludes\b/i.test(s))
    .join(' ');
}

/**
 * The code a reference names, among a system's codes: as written ("0182", "54171", "1221"), or
 * without its dots ("see 01.12" in ISIC, whose codes are "0112").
 */
export function resolveCode(code: string, known: (c: string) => boolean): string | null {
  for (const c of [code, code.replace(/\./g, ''), code.replace(/-/g, '')]) if (known(c)) return c;
  return null;
}
