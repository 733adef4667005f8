import type { Queryable } from '../../platform/db.ts';
import { migrateCodes } from './migrate.ts';
import type { Migration } from './shapes.ts';
import { successionFrom } from './successions.ts';

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
