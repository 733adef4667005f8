import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import type { CodeRef } from '../catalog/nodeShapes.ts';
import type { StoredEdge } from './hierarchy.ts';

/**
 * What a translation reads of its source first (translations.ts): the code's node, its row of the translations
 * read model, and the domain vocabularies; for one code (a live translation), or for a batch of codes (a build of
 * the stored answers: one statement for the batch's codes and one for the vocabularies, where each answer sent
 * one that aggregated the ~430 vocabularies' ids again). Keys in the order of the single statement's columns: the
 * answer's `source` is what is left of the row, so its keys keep that order.
 */
export type SourceRow = CodeRef & { path: string; child_count: number; domains: string; edges: StoredEdge[] | null };

// the synthetic domain vocabularies are end points of a walk, not bridges, unless `include=domain`;
// their ids come as one space-separated text (system ids have no spaces): a text[] of ~430 ids parsed
// by pg's array parser cost ~7% of the server's CPU under uncached translations; they are read from a
// partial index (migration 0091): scanning `systems` for them cost PostgreSQL 0.8 ms a translation
const DOMAINS = `(SELECT coalesce(string_agg(id, ' ' ORDER BY id), '') FROM systems WHERE kind = 'domain')`;

const sourceQuery = preparedQuery<SourceRow>(
  `SELECT n.system, n.code, n.title, n.path, n.child_count, ${DOMAINS} AS domains, nb.edges
     FROM nodes n LEFT JOIN equivalence_neighbours nb ON nb.system = n.system AND nb.code = n.code
    WHERE n.system = $1 AND n.code = $2`,
);

const sourcesQuery = preparedQuery<Omit<SourceRow, 'domains'> & { i: string }>(
  `SELECT q.i, n.system, n.code, n.title, n.path, n.child_count, nb.edges
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(s, c, i)
     JOIN nodes n ON n.system = q.s AND n.code = q.c
     LEFT JOIN equivalence_neighbours nb ON nb.system = n.system AND nb.code = n.code`,
);
const domainsQuery = preparedQuery<{ domains: string }>(`SELECT ${DOMAINS} AS domains`);

/** A code's source row, or null when it has no node. */
export async function readSource(db: Queryable, system: string, code: string): Promise<SourceRow | null> {
  const { rows } = await sourceQuery(db, [system, code]);
  return rows[0] ?? null;
}

/** The source rows of `codes`, in their order (null where a code has no node), in two statements. */
export async function readSources(
  db: Queryable,
  codes: { system: string; code: string }[],
): Promise<(SourceRow | null)[]> {
  const [{ rows }, { rows: d }] = await Promise.all([
    sourcesQuery(db, [codes.map((c) => c.system), codes.map((c) => c.code)]),
    domainsQuery(db, []),
  ]);
  const out: (SourceRow | null)[] = codes.map(() => null);
  for (const { i, system, code, title, path, child_count, edges } of rows)
    out[Number(i) - 1] = { system, code, title, path, child_count, domains: d[0].domains, edges };
  return out;
}
