/** A code as a release names it: what its successors are judged by. */
export interface Coded {
  code: string;
  title: string;
  parent: string | null;
}

/** What became of a retired code, as the feed reports it. */
export interface Succession {
  kind: 'code_retired' | 'code_split' | 'code_merged';
  /** The codes the same release added in its place. */
  successors: string[];
  /** code_merged: the other retired codes merged into the same successor. */
  merged_with?: string[];
}

/** Words that carry no subject of their own; a title's other words are what it is about. */
const FUNCTION_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'other', 'not', 'than', 'except', 'its', 'into']);
/** A title's content words: lower case, accents folded, a plural's `s` dropped, short and function words left out. */
export function contentWords(title: string): Set<string> {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return new Set(words);
}
const sameTitle = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');
/** The share of `a`'s words that `b` has too (0 when `a` has none). */
function within(a: Set<string>, b: Set<string>): number {
  if (!a.size) return 0;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / a.size;
}
/** How much of a title must be found in the other for one to be a part of the other. */
export const PART = 0.6;

/**
 * What became of each code a release retired, from the codes it added: the same title is a renumbering
 * (`code_retired` with that successor); added codes in the retired code's place (the same parent, or under its
 * code) whose titles each lie mostly within the retired title, two or more, are its parts (`code_split`); one
 * added code whose title holds most of the titles of two or more retired codes is their merger (`code_merged`);
 * one such code alone is a successor (`code_retired`). A retired code with none has no successors.
 */
export function successionsOf(retired: Coded[], added: Coded[]): Map<string, Succession> {
  const out = new Map<string, Succession>();
  const byTitle = new Map<string, string[]>();
  for (const a of added) byTitle.set(sameTitle(a.title), [...(byTitle.get(sameTitle(a.title)) ?? []), a.code]);
  const words = new Map(added.map((a) => [a.code, contentWords(a.title)]));
  const inPlaceOf = (r: Coded, a: Coded) => a.parent === r.parent || a.code.startsWith(r.code);
  /** For each retired code: the added codes that are its parts, and those that hold it. */
  const parts = new Map<string, string[]>();
  const holders = new Map<string, string[]>();
  for (const r of retired) {
    if (byTitle.has(sameTitle(r.title))) continue;
    const rw = contentWords(r.title);
    const near = added.filter((a) => inPlaceOf(r, a));
    parts.set(
      r.code,
      near.filter((a) => within(words.get(a.code)!, rw) >= PART).map((a) => a.code),
    );
    holders.set(
      r.code,
      near.filter((a) => within(rw, words.get(a.code)!) >= PART).map((a) => a.code),
    );
  }
  /** The retired codes each added code holds. */
  const heldBy = new Map<string, string[]>();
  for (const [r, hs] of holders) for (const h of hs) heldBy.set(h, [...(heldBy.get(h) ?? []), r]);

  for (const r of retired) {
    const same = byTitle.get(sameTitle(r.title));
    if (same) {
      out.set(r.code, { kind: 'code_retired', successors: same });
      continue;
    }
    const p = parts.get(r.code) ?? [];
    const merger = (holders.get(r.code) ?? []).find((h) => (heldBy.get(h) ?? []).length >= 2);
    if (p.length >= 2) out.set(r.code, { kind: 'code_split', successors: p });
    else if (merger)
      out.set(r.code, {
        kind: 'code_merged',
        successors: [merger],
        merged_with: heldBy.get(merger)!.filter((c) => c !== r.code),
      });
    else out.set(r.code, { kind: 'code_retired', successors: [...new Set([...p, ...(holders.get(r.code) ?? [])])] });
  }
  return out;
}
