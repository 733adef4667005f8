import { createHash } from 'node:crypto';

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
}

const LISTS: ListSource[] = [
  { start: /\*\*Primary Activities:\*\*/, end: /\*\*|$/, split: 'dash' },
  { start: /Illustrative Examples:/, end: /Cross-References|$/, split: 'capital' },
  {
    start: /This class includes(?: activities of)?:/,
    end: /This class (?:also )?excludes|This class includes|$/,
    split: 'dash',
  },
  { start: /Examples of the occupations classified here:/, end: /Some related occupations|Note|$/, split: 'dash' },
  { start: /Alternative Titles?:/, end: /\s{2}(?=[A-Z][a-z])|Skill Level|Specialisations|$/, split: 'dash' },
  { start: /Specialisations:/, end: /\*\*|$/, split: 'dash' },
  { start: /\*\*Includes:\*\*/, end: /\*\*|$/, split: 'dash' },
  { start: /\*\*Inclusion terms:\*\*/, end: /\*\*|$/, split: 'dash' },
];

const EXCLUSIONS: ListSource[] = [
  { start: /This (?:class|group|division) excludes:/, end: /This class (?:also )?includes|$/, split: 'dash' },
  { start: /Some related occupations classified elsewhere:/, end: /Note|$/, split: 'dash' },
  { start: /\*\*Excludes:\*\*|\*\*Exclusion terms:\*\*/, end: /\*\*|$/, split: 'dash' },
];

const flat = (description: string) => description.replace(/\\n/g, ' ').replace(/\s+/g, ' ');

function items(text: string, src: ListSource): string[] {
  const out: string[] = [];
  for (let rest = text, m = src.start.exec(rest); m; m = src.start.exec(rest)) {
    rest = rest.slice(m.index + m[0].length);
    const end = src.end.exec(rest);
    const block = rest.slice(0, end ? end.index : rest.length);
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

/** The example phrases of a description, in order, without repeats. */
export function examplePhrases(description: string | null | undefined): string[] {
  if (!description) return [];
  const text = flat(description);
  const raw = LISTS.flatMap((src) => items(text, src));
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

/** What the description sends elsewhere ("- log hauling within the forest, see 02.40"). */
export function exclusions(description: string | null | undefined): Reference[] {
  if (!description) return [];
  const text = flat(description);
  const out: Reference[] = [];
  for (const src of EXCLUSIONS)
    for (const raw of items(text, src)) {
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

export const holdoutEnabled = () => process.env.CLASSIFY_HOLDOUT === 'bench';
