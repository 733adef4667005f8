import { useEffect, useState } from 'preact/hooks';

/**
 * The language the data's titles are shown in (the interface's own strings stay English): one choice for the whole
 * app, kept in localStorage, first the browser's language when the data has labels in it. Calls that answer titles
 * send it as `lang` (so the API's cache and ours key on it); the API falls back to English per field and says so.
 */

/** The languages the data has labels in (NACE Rev. 2.1's 24 EU languages; ISIC Rev. 4 also in fr and es), by their own names. */
export const LANGUAGES: readonly [tag: string, name: string][] = [
  ['bg', 'Български'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['de', 'Deutsch'],
  ['el', 'Ελληνικά'],
  ['en', 'English'],
  ['es', 'Español'],
  ['et', 'Eesti'],
  ['fi', 'Suomi'],
  ['fr', 'Français'],
  ['ga', 'Gaeilge'],
  ['hr', 'Hrvatski'],
  ['hu', 'Magyar'],
  ['it', 'Italiano'],
  ['lt', 'Lietuvių'],
  ['lv', 'Latviešu'],
  ['mt', 'Malti'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['ro', 'Română'],
  ['sk', 'Slovenčina'],
  ['sl', 'Slovenščina'],
  ['sv', 'Svenska'],
];
const KEY = 'data-lang';
const known = (tag: string | null | undefined) => !!tag && LANGUAGES.some(([t]) => t === tag);

function initial(): string {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(KEY);
  } catch {
    /* storage off: the browser's language */
  }
  if (known(kept)) return kept!;
  const browser = (navigator.language || 'en').split('-')[0].toLowerCase();
  return known(browser) ? browser : 'en';
}

let current: string | undefined;
const listeners = new Set<() => void>();

/** The language chosen for the data's titles (a primary subtag such as 'de'). */
export function dataLanguage(): string {
  return (current ??= initial());
}

export function setDataLanguage(tag: string): void {
  if (!known(tag) || tag === dataLanguage()) return;
  current = tag;
  try {
    localStorage.setItem(KEY, tag);
  } catch {
    /* kept for this page only */
  }
  listeners.forEach((l) => l());
}

/** The chosen language, re-rendering the component when it changes (in this tab). */
export function useDataLanguage(): string {
  const [lang, setLang] = useState(dataLanguage());
  useEffect(() => {
    const on = () => setLang(dataLanguage());
    listeners.add(on);
    return () => void listeners.delete(on);
  }, []);
  return lang;
}

/** A language's own name ('Deutsch'), its tag when unknown. */
export const languageName = (tag: string): string => LANGUAGES.find(([t]) => t === tag)?.[1] ?? tag;
