import type { Queryable } from '../../platform/db.ts';
import { migrateCodes } from './migrate.ts';
import type { Migration } from './shapes.ts';
import { successionFrom } from './successions.ts';
import { localizeListed } from '../texts/localize.ts';

/**
 * A code's successor(s) in the edition that replaced its own (a split with its candidates and common content), as
 * a code page and a translation show them; undefined for a code of an edition nothing replaced, or one its edition
 * does not have.
 */
export async function successorsOf(db: Queryable, system: string, code: string): Promise<Migration | undefined> {
  const succession = successionFrom(system);
  if (!succession) return undefined;
  const [item] = (await migrateCodes(db, { from: succession.from, to: succession.to, codes: [code] })).items;
  return item.status === 'unknown_code' ? undefined : item;
}

/**
 * A migration's titles in the first of `langs` that has them, as a code page's own (texts/localize.ts): the old
 * code's title from its edition's labels, each successor's and candidate's from the new edition's, each with its
 * `lang` (`en` where it fell back) and `title_en`.
 */
export async function localizeMigration(
  db: Queryable,
  m: Migration,
  langs: string[],
  from: string,
): Promise<Migration> {
  const listed = [...(m.successor ? [m.successor] : []), ...(m.candidates ?? [])];
  const [titled, [own]] = await Promise.all([
    localizeListed(db, listed, () => m.to, langs),
    localizeListed(db, [{ code: m.code, title: m.title }], () => from, langs),
  ]);
  return {
    ...m,
    title: own.title,
    ...(m.successor && { successor: titled[0] }),
    ...(m.candidates && { candidates: titled.slice(m.successor ? 1 : 0) }),
  };
}
