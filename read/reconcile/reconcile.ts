import type { Queryable } from '../../platform/db.ts';
import { InputError } from '../../platform/inputError.ts';
import { unknownSystems } from '../../projections/catalog/queries.ts';
import { classify, LIMIT_MAX, TEXT_MAX, type Match } from '../../projections/classify/classify.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { entityId, type Candidate, type ReconcileResults, type ReconQuery } from './shapes.ts';

export const CANDIDATES_DEFAULT = 5;
const CONCURRENCY = 4; // queries classified at once (each is one ranked SQL pass)

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const typesOf = (q: ReconQuery): string[] => (q.type === undefined ? [] : Array.isArray(q.type) ? q.type : [q.type]);

/** Checks a batch against the protocol's query schema and our bounds; the number of queries. */
export function checkBatch(queries: unknown): Record<string, ReconQuery> {
  if (typeof queries !== 'object' || queries === null || Array.isArray(queries))
    throw new InputError('queries must be a JSON object of query id to query', 'queries');
  const entries = Object.entries(queries);
  if (!entries.length) throw new InputError('queries is empty', 'queries');
  if (entries.length > LIMITS.reconcileQueriesMax)
    throw new InputError(`at most ${LIMITS.reconcileQueriesMax} queries per request`, 'queries');
  for (const [k, q] of entries) {
    const at = `queries.${k}`;
    if (typeof q !== 'object' || q === null) throw new InputError(`${at} must be an object`, at);
    const { query, type, limit, properties } = q as Record<string, unknown>;
    const hasProps = Array.isArray(properties) && properties.length > 0;
    if (query === undefined && !hasProps) throw new InputError(`${at} needs a query (or properties)`, at);
    if (query !== undefined && (typeof query !== 'string' || query.length > TEXT_MAX))
      throw new InputError(`${at}.query must be a string of at most ${TEXT_MAX} characters`, `${at}.query`);
    const types = type === undefined ? [] : Array.isArray(type) ? type : [type];
    if (types.some((t) => typeof t !== 'string') || types.length > LIMITS.systemsMax)
      throw new InputError(`${at}.type must be a system id or a list of them`, `${at}.type`);
    if (limit !== undefined && (typeof limit !== 'number' || !(limit >= 1)))
      throw new InputError(`${at}.limit must be a positive number`, `${at}.limit`);
  }
  return queries as Record<string, ReconQuery>;
}

/**
 * Candidates for every query of a batch: codes whose code is the query exactly (score 100), then
 * the classify engine's ranked matches in the query's types (systems), scores scaled to 0..100.
 * `match` is true for an exact code or an exact title. Unknown types are refused as bad input.
 */
export async function reconcile(db: Queryable, queries: Record<string, ReconQuery>): Promise<ReconcileResults> {
  const keys = Object.keys(queries);
  const allTypes = [...new Set(keys.flatMap((k) => typesOf(queries[k])))];
  const unknown = await unknownSystems(db, allTypes);
  if (unknown.length) throw new InputError(`unknown type (system id): ${unknown.slice(0, 5).join(', ')}`, 'type');
  const exact = await exactCodes(
    db,
    keys.map((k) => queries[k].query?.trim() ?? ''),
    keys.map((k) => typesOf(queries[k]).join(',')),
  );
  const out: ReconcileResults = {};
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const i = next++;
      out[keys[i]] = { result: await candidates(db, queries[keys[i]], exact.get(i) ?? []) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  return Object.fromEntries(keys.map((k) => [k, out[k]]));
}

async function candidates(db: Queryable, q: ReconQuery, exact: Candidate[]): Promise<Candidate[]> {
  const text = q.query?.trim() ?? '';
  const limit = Math.min(Math.max(Math.trunc(q.limit ?? CANDIDATES_DEFAULT), 1), LIMIT_MAX);
  const types = typesOf(q);
  if (!text) return [];
  const r = await classify(db, { text, systems: types.length ? types : undefined, limit });
  const names = await systemNames(db, [...r.standard_matches, ...r.domain_matches]);
  const ranked = [...r.standard_matches, ...r.domain_matches]
    .sort((a, b) => b.score - a.score)
    .map((m) => fromMatch(m, names, text));
  const seen = new Set(exact.map((c) => c.id));
  return [...exact, ...ranked.filter((c) => !seen.has(c.id))].slice(0, limit);
}

function fromMatch(m: Match, names: Map<string, string>, text: string): Candidate {
  const path = m.ancestors.map((a) => a.title).join(' › ');
  return {
    id: entityId(m.system, m.code),
    name: m.title,
    description: `${names.get(m.system) ?? m.system} ${m.code}${path ? ` — ${path}` : ''}`,
    score: Math.round(m.score * 1000) / 10,
    match: norm(m.title) === norm(text),
    type: [{ id: m.system, name: names.get(m.system) ?? m.system }],
  };
}

async function systemNames(db: Queryable, matches: Match[]): Promise<Map<string, string>> {
  const ids = [...new Set(matches.map((m) => m.system))];
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, name FROM systems WHERE id = ANY($1)`, [
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Codes equal to each query text in its types (any system when none), in one query for the batch. */
async function exactCodes(db: Queryable, texts: string[], types: string[]): Promise<Map<number, Candidate[]>> {
  const { rows } = await db.query(
    `SELECT q.i - 1 AS i, n.system, n.code, n.title, n.name
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(c, t, i)
       CROSS JOIN LATERAL (
         SELECT n.system, n.code, n.title, s.name FROM nodes n JOIN systems s ON s.id = n.system
          WHERE n.code = q.c AND (q.t = '' OR n.system = ANY(string_to_array(q.t, ',')))
          ORDER BY n.system LIMIT $3) n
      WHERE q.c <> '' ORDER BY q.i, n.system`,
    [texts, types, LIMIT_MAX],
  );
  const out = new Map<number, Candidate[]>();
  for (const r of rows) {
    const list = out.get(Number(r.i)) ?? [];
    list.push({
      id: entityId(r.system, r.code),
      name: r.title,
      description: `${r.name} ${r.code}`,
      score: 100,
      match: true,
      type: [{ id: r.system, name: r.name }],
    });
    out.set(Number(r.i), list);
  }
  return out;
}
