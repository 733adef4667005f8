import { primaryLanguage } from './languages.ts';

/** Longest list of languages a request may name (an Accept-Language header is cut there). */
export const MAX_LANGUAGES = 8;
const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/**
 * The languages a caller asked for, in preference order, as primary subtags ('fr-CH' → 'fr'): the `lang`
 * parameter (one tag, or several comma-separated) wins over the Accept-Language header (q-values honoured,
 * `*` and malformed ranges ignored). Empty when neither names one: the answer is in English.
 */
export function requestedLanguages(lang: string | undefined, acceptLanguage: string | undefined): string[] {
  const ranked: { tag: string; q: number; i: number }[] = [];
  if (lang) {
    lang.split(',').forEach((t, i) => ranked.push({ tag: t.trim(), q: 1, i }));
  } else if (acceptLanguage) {
    acceptLanguage
      .slice(0, 512)
      .split(',')
      .forEach((part, i) => {
        const [tag, ...params] = part.trim().split(';');
        const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const q = qp ? Number(qp.slice(2)) : 1;
        if (Number.isFinite(q) && q > 0) ranked.push({ tag: tag.trim(), q, i });
      });
  }
  const out: string[] = [];
  for (const r of ranked.sort((a, b) => b.q - a.q || a.i - b.i)) {
    if (!TAG.test(r.tag)) continue;
    const p = primaryLanguage(r.tag);
    if (!out.includes(p)) out.push(p);
    if (out.length >= MAX_LANGUAGES) break;
  }
  return out;
}

/** True when `lang` is a well-formed BCP 47 language range for the `lang` parameter (one or more, comma-separated). */
export const LANG_PATTERN = '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*(,[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*){0,7}$';
