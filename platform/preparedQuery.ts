import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from './db.ts';

/**
 * A named (prepared) statement: each connection parses and plans it once, then reuses the plan, so a
 * hot read pays for its execution only (a primary-key lookup plans in ~1.7 ms and runs in ~0.1 ms on
 * the full corpus). The name comes from the text, so two modules writing the same SQL share one
 * statement and a changed text is a new statement. PostgreSQL re-plans it itself after DDL (a
 * rebuild's table swap). Only for fixed SQL text with `$n` parameters.
 */
export function preparedQuery<R extends pg.QueryResultRow = any>(text: string) {
  const name = statementName(text);
  return (db: Queryable, values: unknown[]): Promise<pg.QueryResult<R>> =>
    (db as unknown as { query(c: pg.QueryConfig): Promise<pg.QueryResult<R>> }).query({ name, text, values });
}

/**
 * The same, each row read as the array of its columns' values in the statement's order (pg's `rowMode:
 * 'array'`): the driver builds no object per row, a cost a look-up of hundreds of wide rows notices (the
 * classify segment's: docs/measurements/history.md "Classify: rows as arrays").
 */
export function preparedArrayQuery<R extends unknown[] = unknown[]>(text: string) {
  const name = statementName(text);
  return (db: Queryable, values: unknown[]): Promise<pg.QueryArrayResult<R>> =>
    (db as unknown as { query(c: pg.QueryArrayConfig): Promise<pg.QueryArrayResult<R>> }).query({
      name,
      text,
      values,
      rowMode: 'array',
    });
}

const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
