import type { Queryable } from './db.ts';

/**
 * A value derived from read models, kept per database (its pool is the key) and derived again only when
 * those read models changed: at most every `checkEveryMs` one cheap statement reads their checkpoints'
 * `changed` mark (`projection_checkpoints`), and a different mark loads the value anew. Concurrent callers
 * share the check in flight; a failed load is forgotten, so the next caller tries again. What the systems'
 * authority weights and the countries' other names are cached with.
 */
export function readModelCache<T>(
  readModels: readonly string[],
  load: (db: Queryable) => Promise<T>,
  checkEveryMs = 1000,
): (db: Queryable) => Promise<T> {
  interface Cached {
    mark: string;
    value: Promise<T>;
    checkedAt: number;
    checking?: Promise<T>;
  }
  const cache = new WeakMap<object, Cached>();
  const markSql = `SELECT coalesce(string_agg(name || ':' || changed, ',' ORDER BY name), '') AS mark
    FROM projection_checkpoints WHERE name = ANY($1::text[])`;
  return (db) => {
    const c = cache.get(db);
    if (c && (c.checking || Date.now() - c.checkedAt < checkEveryMs)) return c.checking ?? c.value;
    const check = (async () => {
      const { rows } = await db.query<{ mark: string }>(markSql, [readModels]);
      const mark = rows[0]?.mark ?? '';
      const now = Date.now();
      if (c && c.mark === mark) {
        c.checkedAt = now;
        return c.value;
      }
      const value = load(db);
      cache.set(db, { mark, value, checkedAt: now });
      value.catch(() => cache.get(db)?.value === value && cache.delete(db)); // a failed load is not kept
      return value;
    })();
    if (c) {
      c.checking = check;
      void check.then(
        () => (c.checking = undefined),
        () => (c.checking = undefined),
      );
    } else cache.set(db, { mark: '', value: check, checkedAt: 0, checking: check });
    check.catch(() => cache.get(db)?.value === check && cache.delete(db));
    return check;
  };
}
