import { exclusions, flat, type Reference } from './examples.ts';
import { oneSpaced } from './spaces.ts';
import { recentAnswers } from './recent.ts';

/**
 * Cross-references in a description's prose: "Establishments primarily engaged in growing vegetables
 * under glass are classified in Industry 0182" (SIC, NAICS), "regional sales managers are classified
 * in Unit Group 1221" (ISCO), SOC's "Excludes First-Line Supervisors.", besides the listed exclusions
 * of examples.ts ("This class excludes: - growing of rice, see 01.12"). Each phrase is evidence against
 * the code that says it and, when a code is named, for that code.
 */
const CLASSIFIED_IN =
  /([^.;:]{3,200}?)\s+(?:are|is)\s+(?:classified|included)\s+(?:in|under)\s+(?:the\s+)?(?:(?:U\.S\.\s+)?(?:Industry|Industry Group|Unit Group|Minor Group|Sub-major Group|Major Group|Group|class|subclass|division|subsector)\s+)?([0-9][0-9A-Z.-]*[0-9A-Z])/gi;
/** What every match of CLASSIFIED_IN holds, at the space before its verb. */
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

/** CLASSIFIED_IN tried at one position. */
const CLASSIFIED_IN_HERE = new RegExp(CLASSIFIED_IN.source, 'iy');
/** Where a match of CLASSIFIED_IN can start, at most, before the space that opens its verb: its phrase, 3 to 200 characters. */
const PHRASE_REACH = 200;

/**
 * `text.matchAll(CLASSIFIED_IN)` in a single-spaced text, trying only the positions a match can start
 * from: up to PHRASE_REACH characters before each " are/is classified/included " (MAY_BE_CLASSIFIED_IN).
 * CLASSIFIED_IN itself tries up to 200 characters from every position of the text, most of which
 * is far from any verb (it was a third of the cross-references' CPU). Same positions in the same
 * order where a match can be, so the same matches.
 */
function* classifiedIn(text: string): Generator<RegExpExecArray> {
  const verbs = new RegExp(MAY_BE_CLASSIFIED_IN.source, 'gi');
  // positions before `next` were tried already or lie inside a match
  let next = 0;
  for (let verb = verbs.exec(text); verb; verb = verbs.exec(text)) {
    // the text is single-spaced: a phrase of k characters, one space, then the verb at `verb.index`
    const last = verb.index - 3;
    for (let at = Math.max(next, verb.index - PHRASE_REACH); at <= last; at++) {
      CLASSIFIED_IN_HERE.lastIndex = at;
      const m = CLASSIFIED_IN_HERE.exec(text);
      if (!m) continue;
      yield m;
      next = at + m[0].length;
      break;
    }
    next = Math.max(next, last + 1);
    // the next verb may overlap this one's match ("is included is classified"): look from the next character
    verbs.lastIndex = Math.max(verb.index + 1, next - 1);
  }
}

/** Every cross-reference of a description (prose sentences and listed exclusions), but those naming `self`. */
export function crossReferences(description: string | null | undefined, self?: string): Reference[] {
  if (!description) return [];
  const out = everyReference(description);
  const own = self && new Set([self, self.replace(/\./g, ''), self.replace(/-/g, '')]);
  return own ? out.filter((r) => !r.code || (!own.has(r.code) && !own.has(r.code.replace(/\./g, '')))) : [...out];
}

/** Every cross-reference of a description, the latest 10,000 descriptions' kept (shared: read only). */
const everyReference = recentAnswers(10_000, (description: string): readonly Reference[] => {
  // the flattened text the listed exclusions read too: every `\\n` and run of whitespace one space
  const text = flat(description);
  const out: Reference[] = [];
  for (const m of classifiedIn(text)) {
    const phrase = clean(m[1]);
    if (meaningful(phrase)) out.push({ phrase, code: m[2] });
  }
  for (const m of text.matchAll(SOC_EXCLUDES)) {
    const phrase = clean(m[1]);
    if (meaningful(phrase)) out.push({ phrase, code: null });
  }
  out.push(...exclusions(description, text));
  return out;
});

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

const REFERENCE_SENTENCE = /\b(?:are|is) (?:classified|included) (?:in|under)\b|^Excludes\b/i;
/** What a text holds when one of its sentences is a cross-reference (REFERENCE_SENTENCE, anywhere). */
const MAY_HOLD_REFERENCE = /\b(?:are|is) (?:classified|included) (?:in|under)\b|Excludes\b/i;

/**
 * The prose of a description without its cross-reference sentences (they describe other codes).
 * `singleSpaced`: the caller's text is single-spaced, so a text without such a sentence is itself
 * (the split and join only collapsed the spaces after sentences).
 */
export function withoutReferences(prose: string, singleSpaced = false): string {
  if (singleSpaced && !MAY_HOLD_REFERENCE.test(prose)) return prose;
  return prose
    .split(/(?<=[.;])\s+/)
    .filter((s) => !REFERENCE_SENTENCE.test(s))
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
