import { createHash } from 'node:crypto';
import { classifyHoldout } from '../../platform/config.ts';
import { oneSpaced } from './spaces.ts';

/**
 * The enumerations publishers append to descriptions, read as evidence: example lists (NAICS
 * "Illustrative Examples", ISIC/NACE "This class includes", ISCO "Examples of the occupations
 * classified here", ANZSCO "Alternative Title" and "Specialisations", ANZSIC "Primary Activities",
 * CPC "Includes", ICD-10-CM "Inclusion terms", SOC "Includes ...") name what a code covers;
 * cross-references ("This class excludes: - X, see 02.40", ISCO "Some related occupations
 * classified elsewhere") name what it does not, and where that goes.
 */
export interface Reference {
  phrase: string;
  /** The code the phrase is classified in, when the publisher says ("see 02.40", "Industry 0182"). */
  code: string | null;
}

interface ListSource {
  start: RegExp;
  end: RegExp;
  split: 'dash' | 'capital';
  /**
   * One item per line where the text keeps its line breaks (ISCO's official file): the list ends at
   * the first line that is not an item, a heading or a note ("Excluded from this group are:",
   * "Regional managers ... are included in Unit Group 1120"), which a flattened text would glue to
   * the last item. Flattened texts (the corpus) mark the end with "Note" or the next heading.
   */
  lines?: boolean;
}

const LISTS: ListSource[] = [
  { start: /\*\*Primary Activities:\*\*/, end: /\*\*|$/, split: 'dash' },
  { start: /Illustrative Examples:/, end: /Cross-References|$/, split: 'capital' },
  {
    start: /This class includes(?: activities of)?:/,
    end: /This class (?:also )?excludes|This class includes|$/,
    split: 'dash',
  },
  {
    start: /Examples\s+of\s+the\s+occupations\s+classified\s+here:/,
    end: /Some related occupations|Excluded from this (?:unit )?group|Note|$/,
    split: 'dash',
    lines: true,
  },
  { start: /Alternative Titles?:/, end: /\s{2}(?=[A-Z][a-z])|Skill Level|Specialisations|$/, split: 'dash' },
  { start: /Specialisations:/, end: /\*\*|$/, split: 'dash' },
  { start: /\*\*Includes:\*\*/, end: /\*\*|$/, split: 'dash' },
  { start: /\*\*Inclusion terms:\*\*/, end: /\*\*|$/, split: 'dash' },
];

const EXCLUSIONS: ListSource[] = [
  { start: /This (?:class|group|division) excludes:/, end: /This class (?:also )?includes|$/, split: 'dash' },
  { start: /Some\s+related\s+occupations\s+classified\s+elsewhere:/, end: /Note|$/, split: 'dash', lines: true },
  { start: /Excluded\s+from\s+this\s+(?:unit\s+)?group\s+are:/, end: /Note|$/, split: 'dash', lines: true },
  { start: /\*\*Excludes:\*\*|\*\*Exclusion terms:\*\*/, end: /\*\*|$/, split: 'dash' },
];

/** Any list's heading (or any exclusion list's): one pass over a text that holds none, where each list's own test was one pass each. */
const anyStart = (sources: ListSource[]) => new RegExp(sources.map((src) => `(?:${src.start.source})`).join('|'));
const ANY_LIST = anyStart(LISTS),
  ANY_EXCLUSION = anyStart(EXCLUSIONS);

const withBreaks = (description: string) => description.replace(/\\n/g, '\n');
/** The description on one line, single-spaced (its `\\n` marks and every run of whitespace one space). */
export const flat = (description: string): string => oneSpaced(withBreaks(description));

/** A line of a one-per-line list: "- Chef", or an item with its code ("Mine deputy - 3121", "Chiropractor 2269"). */
const LIST_LINE = /^\s*[-–]|\d{4}\.?\s*$/;

/** The text after a list's heading up to the first line that is neither blank nor an item of the list. */
function listLines(rest: string): string {
  const lines = rest.split(/\r?\n/);
  const end = lines.findIndex((l, i) => i > 0 && l.trim() !== '' && !LIST_LINE.test(l));
  return end < 0 ? rest : lines.slice(0, end).join('\n');
}

/** A list's items; `flatText` is `flat(description)`, computed once by the caller for every list source. */
function items(description: string, flatText: string, src: ListSource): string[] {
  const out: string[] = [];
  if (!src.start.test(flatText)) return out;
  const text = src.lines ? withBreaks(description) : flatText;
  for (let rest = text, m = src.start.exec(rest); m; m = src.start.exec(rest)) {
    rest = rest.slice(m.index + m[0].length);
    // each line an item, whether or not it opens with a dash ("Mine deputy - 3121")
    const scope = src.lines ? flat(listLines(rest).replace(/\n(?=[^\S\n]*[^\s\-–])/g, '\n- ')) : rest;
    const end = src.end.exec(scope);
    const block = scope.slice(0, end ? end.index : scope.length);
    out.push(...(src.split === 'dash' ? block.split(/(?:^|\s)-\s/) : block.split(/\s+(?=[A-Z])/)));
  }
  return out;
}

function clean(p: string): string | null {
  p = p
    .replace(/•.*$/, '')
    .replace(/\b(?:such as|see|cf\.)\b.*$/i, '')
    .replace(/\b(?:sub)?class \d+/gi, '')
    .replace(/\bn\.e\.c\.?/gi, '')
    .replace(/[;:,.\s]+$/, '')
    .trim();
  return p.length >= 3 && p.length <= 120 && /\p{L}{3}/u.test(p) && !/defined through|headings|HS 20\d\d/i.test(p)
    ? p
    : null;
}

/** SOC's "Includes wholesale or retail trade merchandising managers and procurement managers." */
function socIncludes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bIncludes (?!only\b)([^.]{3,200})\./g))
    out.push(...m[1].split(/,\s*(?:and\s+)?|\s+and\s+(?=\w+\s+\w+)/));
  return out;
}

/**
 * NACE's nested lists: an item that opens sub-items after a colon ("- growing of citrus fruits: . lemons
 * and limes . oranges", "- manufacture of bakery products: . bread and rolls . pastry, cakes ...") is its
 * heading and each sub-item, one phrase each; read whole, the sub-items were cut off after "such as"
 * or glued into one long phrase that matched nothing precisely.
 */
const subItems = (item: string) => (/:\s+\.\s/.test(item) ? item.split(/\s+\.\s+/) : [item]);

/** The example phrases of a description, in order, without repeats. */
export function examplePhrases(description: string | null | undefined): string[] {
  if (!description) return [];
  const text = flat(description);
  const raw = ANY_LIST.test(text) ? LISTS.flatMap((src) => items(description, text, src)).flatMap(subItems) : [];
  if (!/\*\*Includes:\*\*/.test(text)) raw.push(...socIncludes(text));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of raw) {
    const p = clean(r);
    if (p && !seen.has(p.toLowerCase())) {
      seen.add(p.toLowerCase());
      out.push(p);
    }
  }
  return out;
}

/** What the description sends elsewhere ("- log hauling within the forest, see 02.40"); `text` is `flat(description)` when the caller has it. */
export function exclusions(
  description: string | null | undefined,
  text = description && flat(description),
): Reference[] {
  if (!description || !text) return [];
  const out: Reference[] = [];
  if (!ANY_EXCLUSION.test(text)) return out;
  for (const src of EXCLUSIONS)
    for (const raw of items(description, text, src)) {
      const code =
        /\bsee\s+([0-9A-Z][0-9A-Z.-]*[0-9A-Z])/.exec(raw)?.[1] ?? /-\s*(\d{4})\.?\s*$/.exec(raw)?.[1] ?? null;
      const phrase = clean(raw.replace(/-?\s*\d{4}\.?\s*$/, ''));
      if (phrase) out.push({ phrase, code });
    }
  return out;
}

/**
 * The benchmark's held-out fold: one example phrase in four, chosen by a hash of system, code and
 * phrase (deterministic). A database built for the benchmark (CLASSIFY_HOLDOUT=bench) leaves these
 * out of its index; the product indexes every phrase.
 */
export function heldOut(system: string, code: string, phrase: string): boolean {
  const h = createHash('sha1').update(`${system}:${code}:${phrase.toLowerCase()}`).digest();
  return h[0] % 4 === 0;
}

/** Whether this process indexes for the benchmark (config.ts: CLASSIFY_HOLDOUT=bench); asked for every node of a replay. */
export const holdoutEnabled = (): boolean => classifyHoldout();
