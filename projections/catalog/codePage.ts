import { Type, type Static } from 'typebox';
import type { Queryable } from '../../platform/db.ts';
import { EquivalenceList, Translations } from '../equivalences/shapes.ts';
import { listEquivalences } from '../equivalences/edgeQueries.ts';
import { translateCode } from '../equivalences/translations.ts';
import { nodeHistory } from './history.ts';
import { lookUpCode } from './nodeQueries.ts';
import { CodeView, History, INCLUDES, type Include } from './nodeShapes.ts';
import { Localized } from '../texts/shapes.ts';
import { localizeCode } from '../texts/localize.ts';
import { Migration } from '../editions/shapes.ts';
import { localizeMigration, successorsOf } from '../editions/successors.ts';

/**
 * Everything a page showing one code needs, in one answer: the code, and any of its ancestors,
 * children, siblings, crosswalk edges (first 500), translations (2 hops) and history (first 100).
 * The web app's code page sends one request instead of six (anonymous visitors have 30 a minute).
 */
export const PAGE_INCLUDES = [...INCLUDES, 'equivalences', 'translations', 'history'] as const;
export type PageInclude = (typeof PAGE_INCLUDES)[number];

export const CodePage = Type.Object({
  ...CodeView.properties,
  ...Localized,
  equivalences: Type.Optional(EquivalenceList),
  translations: Type.Optional(Translations),
  history: Type.Optional(History),
  /** For a code of an edition that was replaced (NACE Rev. 2): its successor(s) over the official correspondence, a split explained. */
  successors: Type.Optional(Migration),
});
export type CodePage = Static<typeof CodePage>;

/**
 * The code with the parts asked for, its notes, and its titles in the first of `langs` (preference order,
 * primary subtags) that has them (texts/localize.ts); null when the system has no such code.
 */
export async function lookUpCodePage(
  db: Queryable,
  system: string,
  code: string,
  include: readonly PageInclude[] = [],
  langs: string[] = [],
): Promise<CodePage | null> {
  const wants = new Set(include);
  const tree = include.filter((i): i is Include => (INCLUDES as readonly string[]).includes(i));
  const [view, equivalences, translations, history, own] = await Promise.all([
    lookUpCode(db, system, code, tree),
    wants.has('equivalences') ? listEquivalences(db, system, code, { limit: 500 }) : undefined,
    wants.has('translations') ? translateCode(db, system, code) : undefined,
    wants.has('history') ? nodeHistory(db, system, code, { limit: 100 }) : undefined,
    wants.has('translations') ? undefined : successorsOf(db, system, code), // else the translation carries them
  ]);
  if (!view) return null;
  const found = own ?? translations?.successors;
  // the successors' titles in the language asked for, as the code's own (its page shows them side by side)
  const successors = found && (await localizeMigration(db, found, langs, system));
  return {
    ...(await localizeCode(db, view, langs)),
    ...(equivalences && { equivalences }),
    // the translation's copy of the successors is the same localized answer (one read, one language across the page)
    ...(translations && { translations: successors ? { ...translations, successors } : translations }),
    ...(history && { history }),
    ...(successors && { successors }),
  };
}
