import type pg from 'pg';
import type { Queryable } from './db.ts';
import { preparedQuery } from './preparedQuery.ts';

/**
 * One read asked by many requests at once, sent as one statement. Calls made in the same turn of the
 * event loop (the requests whose bytes arrived together) are queued per database and sent together
 * when the turn ends (`setImmediate`): one round trip, one bind and one execution for all of them, in
 * place of one each. Under load that is most of what a primary-key lookup costs PostgreSQL and the
 * driver; alone, a call waits for nothing but the end of its own turn.
 *
 * `text` is a prepared statement taking one array per key field (`$1::text[]`, `$2::text[]`, ...,
 * unnested `WITH ORDINALITY` as `i`) and returning the rows of every key with its `i` (1-based), in
 * the order each key wants them; each call gets its own key's rows, `i` removed. When a key's value
 * is one PostgreSQL refuses (a data exception, SQLSTATE class 22), the calls are sent again one by one,
 * so only that call fails; any other failure (a timeout, a lost connection) fails every call it carried.
 */
export function coalescedQuery<R extends pg.QueryResultRow>(text: string, maxBatch = 200) {
  const statement = preparedQuery<R & { i: string | number }>(text);
  const queues = new WeakMap<Queryable, Pending<R>[]>();

  async function send(db: Queryable, batch: Pending<R>[]): Promise<void> {
    const width = batch[0].key.length;
    const columns = Array.from({ length: width }, (_, f) => batch.map((p) => p.key[f]));
    try {
      const { rows } = await statement(db, columns);
      const each: R[][] = batch.map(() => []);
      for (const { i, ...row } of rows) each[Number(i) - 1].push(row as unknown as R);
      batch.forEach((p, n) => p.resolve(each[n]));
    } catch (err) {
      if (batch.length > 1 && /^22/.test((err as { code?: string }).code ?? ''))
        await Promise.all(batch.map((p) => send(db, [p])));
      else for (const p of batch) p.reject(err);
    }
  }

  return (db: Queryable, key: readonly unknown[]): Promise<R[]> =>
    new Promise<R[]>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        const fresh: Pending<R>[] = [];
        queue = fresh;
        queues.set(db, fresh);
        setImmediate(() => {
          queues.delete(db);
          for (let at = 0; at < fresh.length; at += maxBatch) void send(db, fresh.slice(at, at + maxBatch));
        });
      }
      queue.push({ key, resolve, reject });
    });
}

interface Pending<R> {
  key: readonly unknown[];
  resolve: (rows: R[]) => void;
  reject: (err: unknown) => void;
}
