import type { TranslationSystem } from '../projections/equivalences/shapes.ts';

/** Text renderings of tool results: short, one line per item, the rest counted. */

/** A code on one line: "naics_2022 484 Truck Transportation" (the system left out when not given). */
export const line = (n: { system?: string; code: string; title: string }) =>
  `${n.system ? `${n.system} ` : ''}${n.code} ${n.title}`;

/** At most `max` lines, then a count of the rest. */
export function lines(items: string[], max = 25): string {
  const shown = items.slice(0, max);
  return items.length > max
    ? `${shown.join('\n')}\n… ${items.length - max} more (see structuredContent)`
    : shown.join('\n');
}

/** One target system of a translation on one line: its first matches and how many more. */
export const renderTarget = (t: TranslationSystem, max = 5): string =>
  `${t.system}${t.direct ? '' : ` (via ${t.via.join(' → ')})`}: ${t.matches
    .slice(0, max)
    .map((m) => `${m.code} ${m.title ?? ''} [${m.match_type}${m.coverage ? `; ${m.coverage.summary}` : ''}]`)
    .join('; ')}` + (t.match_count > max ? `; … ${t.match_count - max} more` : '');

/**
 * What of a code's answer stayed English though another language was asked (its `fallback`), as one line; empty when
 * nothing fell back or no language was asked.
 */
export const fellBack = (n: { lang?: string; fallback?: string[] }, asked: string[]): string =>
  n.fallback?.length && asked[0] && asked[0] !== 'en'
    ? `\n(in English, no ${asked.join('/')} text: ${n.fallback.join(', ')})`
    : '';

/** A search hit's language when a language was asked and the hit's title is in English (the hit has no label in it). */
export const hitLang = (h: { lang?: string }, asked: string[]): string =>
  asked[0] && asked[0] !== 'en' && (!h.lang || h.lang === 'en') ? ' [en]' : '';
