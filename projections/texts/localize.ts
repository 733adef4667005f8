import type { Queryable } from '../../platform/db.ts';
import { coalescedQuery } from '../../platform/coalescedQuery.ts';
import type { Notes } from './shapes.ts';

/** Notes and labels of codes, read set-wise; and the localizing of an answer's titles by them. */

const key = (system: string, code: string) => `${system}\u0000${code}`;

/** The labels of these codes in any of `langs` (system+code → lang → label). */
export async function labelsOf(
  db: Queryable,
  codes: { system: string; code: string }[],
  langs: string[],
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  const wanted = langs.filter((l) => l !== 'en');
  if (!codes.length || !wanted.length) return out;
  const { rows } = await db.query<{ system: string; code: string; lang: string; label: string }>(
    `SELECT l.system, l.code, l.lang, l.label FROM unnest($1::text[], $2::text[]) AS q(system, code)
       JOIN node_labels l ON l.system = q.system AND l.code = q.code AND l.lang = ANY($3::text[])`,
    [codes.map((c) => c.system), codes.map((c) => c.code), wanted],
  );
  for (const r of rows) {
    const k = key(r.system, r.code);
    (out.get(k) ?? out.set(k, new Map()).get(k)!).set(r.lang, r.label);
  }
  return out;
}

/** A code's label in the first of `langs` that has one; English ('en', or the end of the list) keeps the title. */
export function pick(
  labels: Map<string, Map<string, string>>,
  system: string,
  code: string,
  langs: string[],
): { lang: string; label: string } | null {
  const mine = labels.get(key(system, code));
  for (const l of langs) {
    if (l === 'en') return null;
    const label = mine?.get(l);
    if (label) return { lang: l, label };
  }
  return null;
}

/**
 * A code's notes and the languages it has a label in, for the look-ups of one event-loop turn in one statement
 * (platform/coalescedQuery.ts), as lookUpCode reads the codes themselves: a statement of their own per look-up cut
 * uncached look-ups to a third (the notes are on every answer; most systems have none).
 */
const notesAndLanguages = coalescedQuery<{ notes: Notes | null; languages: string[] | null }>(
  `SELECT k.i,
          (SELECT json_build_object('introduction', introduction, 'includes', includes, 'includes_also', includes_also,
                                    'excludes', excludes, 'implementation_rule', implementation_rule)
             FROM node_notes n WHERE n.system = k.system AND n.code = k.code) AS notes,
          (SELECT array_agg(lang ORDER BY lang) FROM node_labels l WHERE l.system = k.system AND l.code = k.code) AS languages
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(system, code, i)`,
);

/**
 * A code's notes, the languages it has a label in (read with the concurrent look-ups', `notesAndLanguages`), and the
 * labels in `langs` of `codes` of its system (`labelsOf`; none read when no language but English is asked).
 */
export async function textsOf(
  db: Queryable,
  system: string,
  code: string,
  codes: string[],
  langs: string[],
): Promise<{ notes: Notes | null; languages: string[]; labels: Map<string, Map<string, string>> }> {
  const [[row], labels] = await Promise.all([
    notesAndLanguages(db, [system, code]),
    labelsOf(
      db,
      codes.map((c) => ({ system, code: c })),
      langs,
    ),
  ]);
  return { notes: row?.notes ?? null, languages: ['en', ...(row?.languages ?? [])], labels };
}

interface Titled {
  code: string;
  title: string;
}

/**
 * A code's answer with its texts: notes (when the publisher has them) and the languages it has; with
 * `langs` asked, its title, its parent's and those of listed codes (ancestors, children, siblings) in the
 * first language that has them, `title_en`, and `fallback` naming what stayed English.
 */
export async function localizeCode<
  T extends Titled & {
    system: string;
    parent: string | null;
    parent_title: string | null;
    description: string | null;
    ancestors?: Titled[];
    children?: { items: Titled[] };
    siblings?: { items: Titled[] };
  },
>(db: Queryable, node: T, langs: string[]) {
  const listed = [...(node.ancestors ?? []), ...(node.children?.items ?? []), ...(node.siblings?.items ?? [])];
  const codes = [node.code, ...(node.parent ? [node.parent] : []), ...listed.map((n) => n.code)];
  const { notes, languages, labels } = await textsOf(db, node.system, node.code, codes, langs);
  const asked = langs.find((l) => l !== undefined);
  const own = pick(labels, node.system, node.code, langs);
  const retitle = <N extends Titled>(n: N): N => {
    const p = pick(labels, node.system, n.code, langs);
    return p ? { ...n, title: p.label } : n;
  };
  const parent = node.parent ? pick(labels, node.system, node.parent, langs) : null;
  const fallback: string[] = [];
  if (asked && asked !== 'en') {
    if (!own) fallback.push('title');
    if (node.description) fallback.push('description');
    if (notes) fallback.push('notes');
  }
  return {
    ...node,
    title: own?.label ?? node.title,
    lang: own?.lang ?? 'en',
    ...(own && { title_en: node.title }),
    ...(asked && asked !== 'en' && { fallback }),
    parent_title: parent?.label ?? node.parent_title,
    languages,
    ...(notes && { notes }),
    ...(node.ancestors && { ancestors: node.ancestors.map(retitle) }),
    ...(node.children && { children: { ...node.children, items: node.children.items.map(retitle) } }),
    ...(node.siblings && { siblings: { ...node.siblings, items: node.siblings.items.map(retitle) } }),
  };
}

/** The Content-Language of an answer: its title's language, then English when a field fell back to it. */
export function contentLanguage(answer: { lang?: string; fallback?: string[] }): string {
  const lang = answer.lang ?? 'en';
  return lang !== 'en' && answer.fallback?.length ? `${lang}, en` : lang;
}

/** The language actually asked for: the first of `langs`, unless that is English (or none). */
const askedLanguage = (langs: string[]) => (langs[0] && langs[0] !== 'en' ? langs[0] : undefined);

/**
 * Listed codes (children, top levels, search hits and their context, successors) with their titles in the first
 * of `langs` that has a label, as the code lookups localize theirs: each item then says its title's `lang` ('en'
 * where it fell back to English) and keeps `title_en` when retitled. Unchanged when no language but English is
 * asked. One statement for the whole list.
 */
export async function localizeListed<T extends { code: string; title: string | null }>(
  db: Queryable,
  items: T[],
  systemOf: (item: T) => string,
  langs: string[],
): Promise<(T & { lang?: string; title_en?: string })[]> {
  if (!askedLanguage(langs) || !items.length) return items;
  const labels = await labelsOf(
    db,
    items.map((i) => ({ system: systemOf(i), code: i.code })),
    langs,
  );
  return items.map((i) => {
    const own = i as T & { lang?: string };
    if (own.lang && own.lang !== 'en') return i; // already a label (a search hit in that language)
    const p = pick(labels, systemOf(i), i.code, langs);
    return p
      ? { ...i, title: p.label, lang: p.lang, ...(i.title !== null && { title_en: i.title }) }
      : { ...i, lang: 'en' };
  });
}

/** The Content-Language of a list localized by localizeListed: its items' languages, English last when some fell back. */
export function listContentLanguage(items: { lang?: string }[], langs: string[]): string {
  if (!askedLanguage(langs)) return 'en';
  const seen = [...new Set(items.map((i) => i.lang ?? 'en'))];
  const others = seen.filter((l) => l !== 'en');
  return others.length ? [...others, ...(seen.includes('en') ? ['en'] : [])].join(', ') : 'en';
}
