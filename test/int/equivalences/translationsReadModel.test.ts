import t from 'tap';
import type { Test } from 'tap';
import type { Queryable } from '../../../platform/db.ts';
import { equivalencesProjection } from '../../../projections/equivalences/projector.ts';
import { inverseMatchSql } from '../../../projections/equivalences/matchTypes.ts';
import {
  shapeTranslations,
  translateCode,
  type TranslationArgs,
} from '../../../projections/equivalences/translations.ts';
import { walk, type HopEdge, type PathStep } from '../../../projections/equivalences/translationWalk.ts';
import { withTransaction } from '../../../platform/db.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { successorsOf } from '../../../projections/editions/successors.ts';

/**
 * The reference: the walk reading each hop from the `equivalences` table itself (the query-time
 * walk translations were before the read model), shaped the same way.
 */
async function referenceTranslation(db: Queryable, system: string, code: string, args: TranslationArgs) {
  const { rows } = await db.query(
    `SELECT system, code, title, ARRAY(SELECT id FROM systems WHERE kind = 'domain') AS domains
       FROM nodes WHERE system = $1 AND code = $2`,
    [system, code],
  );
  if (!rows.length) return null;
  const { domains, ...source } = rows[0];
  const readHop = async (frontier: PathStep[], visited: string[], limit: number): Promise<HopEdge[]> => {
    const r = await db.query(
      `SELECT f.i, x.system, x.code, x.match_type, x.provenance
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS f(s, c, i)
        CROSS JOIN LATERAL (
          SELECT target_system AS system, target_code AS code, match_type, provenance, 0 AS d FROM equivalences
           WHERE source_system = f.s AND source_code = f.c AND target_system <> ALL($3::text[])
          UNION ALL
          SELECT source_system, source_code, ${inverseMatchSql('match_type')}, provenance, 1 FROM equivalences
           WHERE target_system = f.s AND target_code = f.c AND source_system <> ALL($3::text[])
        ) x
        ORDER BY f.i, x.d, x.system COLLATE "C", x.code COLLATE "C" LIMIT $4`,
      [frontier.map((f) => f.system), frontier.map((f) => f.code), visited, limit],
    );
    return r.rows.map((x) => ({ ...x, i: Number(x.i) }));
  };
  const found = await walk({ system, code }, readHop, new Set(args.include_domain ? [] : domains), args.max_hops ?? 2);
  // a superseded edition's code also names its successors (not an edge of the walk: read as translateCode reads them)
  const [answer, successors] = await Promise.all([
    shapeTranslations(db, source, found, args),
    successorsOf(db, system, code),
  ]);
  return successors ? { ...answer, successors } : answer;
}

// the walk over the codes' own edges (the reference knows no hierarchy: hierarchy.test.ts tests that part)
const ARGS: TranslationArgs[] = [
  { hierarchy: false }, // the endpoint's defaults
  { max_hops: 3, max_systems: 500, max_matches: 100, hierarchy: false }, // everything the walk finds
  { max_hops: 3, max_systems: 500, max_matches: 100, include_domain: true, hierarchy: false },
];

/**
 * Linked codes of the database, their answers from the read model and from the reference walk: a
 * deterministic spread (one linked code in SPREAD, chosen by a hash of system and code, so every system and
 * every kind of edge is met without comparing all ~10,000 codes three times) plus the 100 codes with the
 * most edges (the hubs, where ordering and limits bite); or exactly the codes in `only`.
 */
const SPREAD = 6;
async function compareAll(t: Test, db: Queryable, label: string, only?: { system: string; code: string }[]) {
  const { rows: codes } = await db.query<{ system: string; code: string }>(
    `WITH linked AS (
       SELECT system, code, count(*) AS degree FROM (
         SELECT source_system AS system, source_code AS code FROM equivalences
         UNION ALL SELECT target_system, target_code FROM equivalences) e GROUP BY 1, 2),
     chosen AS (
       SELECT system, code FROM linked WHERE $1::text[] IS NULL AND abs(hashtext(system || ':' || code)) % $3 = 0
       UNION SELECT * FROM (SELECT system, code FROM linked WHERE $1::text[] IS NULL
                             ORDER BY degree DESC, system, code LIMIT 100) hubs
       UNION SELECT * FROM unnest($1::text[], $2::text[]))
     SELECT c.system, c.code FROM chosen c JOIN nodes n ON n.system = c.system AND n.code = c.code ORDER BY 1, 2`,
    [only?.map((c) => c.system) ?? null, only?.map((c) => c.code) ?? null, SPREAD],
  );
  let same = 0;
  const differ: string[] = [];
  const queue = codes.flatMap((c) => ARGS.map((args) => ({ ...c, args })));
  const worker = async () => {
    for (let q = queue.shift(); q; q = queue.shift()) {
      const [got, want] = await Promise.all([
        translateCode(db, q.system, q.code, q.args),
        referenceTranslation(db, q.system, q.code, q.args),
      ]);
      if (JSON.stringify(got) === JSON.stringify(want)) same++;
      else differ.push(`${q.system}:${q.code} ${JSON.stringify(q.args)}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  t.ok(codes.length > (only ? 1 : 100), `${label}: ${codes.length} linked codes compared`);
  t.same(differ.slice(0, 10), [], `${label}: the read model answers as the walk over the edges (${same} identical)`);
}

t.test(
  'translations from the read model are the walk over the edges, for a spread of linked codes and the hubs',
  async (t) => {
    const db = await createTestDatabase({ official: true });
    t.teardown(() => db.drop());
    await compareAll(t, db.pool, 'sample + official files');

    // kept up to date: remove a hub code's edges and re-add some with another type, in one batch and apart
    const { rows: hub } = await db.pool.query(
      `SELECT source_system AS s, source_code AS c FROM equivalences GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
    );
    const { rows: edges } = await db.pool.query(
      `SELECT source_system, source_code, target_system, target_code, match_type, provenance FROM equivalences
      WHERE source_system = $1 AND source_code = $2 ORDER BY target_system, target_code`,
      [hub[0].s, hub[0].c],
    );
    const event = (type: string, data: unknown) => ({ type, data }) as any;
    await withTransaction(db.pool, (tx) =>
      equivalencesProjection.handle(
        [
          event('EquivalencesRemoved', { edges }),
          event('EquivalencesAdded', {
            edges: edges.slice(0, 2).map((e) => ({ ...e, match_type: e.match_type === 'broad' ? 'narrow' : 'broad' })),
          }),
        ],
        tx,
      ),
    );
    const { rows: check } = await db.pool.query(
      `SELECT (SELECT count(*)::int FROM equivalence_neighbours n WHERE NOT EXISTS (
               SELECT 1 FROM equivalences e WHERE (e.source_system, e.source_code) = (n.system, n.code)
                                           OR (e.target_system, e.target_code) = (n.system, n.code))) AS orphans,
            (SELECT count(*)::int FROM (SELECT source_system, source_code FROM equivalences
                                         UNION SELECT target_system, target_code FROM equivalences) x) AS linked,
            (SELECT count(*)::int FROM equivalence_neighbours) AS kept,
            (SELECT jsonb_array_length(edges) FROM equivalence_neighbours WHERE system = $1 AND code = $2) AS hub,
            (SELECT count(*)::int FROM equivalences WHERE (source_system, source_code) = ($1, $2)
                                                       OR (target_system, target_code) = ($1, $2)) AS hub_edges`,
      [hub[0].s, hub[0].c],
    );
    t.equal(check[0].orphans, 0, 'a code whose last edge went has no row');
    t.equal(check[0].kept, check[0].linked, 'every linked code has its row');
    t.equal(check[0].hub, check[0].hub_edges, "the hub's row holds what is left of its edges");
    // the codes whose rows changed, and their former neighbours' answers (walks through the hub)
    await compareAll(t, db.pool, 'after a change', [
      { system: hub[0].s, code: hub[0].c },
      ...edges.map((e) => ({ system: e.target_system, code: e.target_code })),
    ]);
  },
);
