import type { Queryable } from '../../platform/db.ts';
import { preparedArrayQuery, preparedQuery } from '../../platform/preparedQuery.ts';
import { readModelCache } from '../../platform/readModelCache.ts';

/**
 * SQL of the classify engine: it reads the classify index and the catalog and equivalences read models.
 * Every text here is fixed (a few variants), so each is a prepared statement (platform/preparedQuery.ts):
 * a connection parses it once, and PostgreSQL may keep a generic plan where it is no dearer than a
 * custom one (docs/measurements.md: the crosswalk, title and frequency look-ups do; the ranked pass
 * over the documents keeps planning per call, as its tsquery decides the plan).
 */

export interface Candidate {
  system: string;
  code: string;
  doc: string;
  title: string;
  level: number;
  child_count: number;
  path: string;
  kind: string;
}

/**
 * The query ts_rank is given: the same rank as `tsquery` at a fraction of the cost. PostgreSQL ranks
 * a document against the query's distinct operands only (tsrank.c: calc_rank_and when the root is
 * AND, else calc_rank_or, each over SortAndUniqItems: sorted, duplicates dropped; an operand's weight
 * marks are not read), but sorts all of them again for every document it ranks; a widened query
 * repeats its ideas in every pair ("(a & b) | (a & c) | ...": 39 operands, 9 distinct), so ranking
 * against the distinct operands joined by the root's operator gives the same rank, without the
 * repeats (docs/measurements.md). `rank.test.ts` checks the equality in PostgreSQL.
 */
export function rankQuery(tsquery: string): string {
  const operands = [...new Set(tsquery.match(/'[^']*'/g) ?? [])];
  if (operands.length < 2) return tsquery;
  return operands.map((o) => `${o}:ABD`).join(rootOperator(tsquery) === '&' ? ' & ' : ' | ');
}

/** The operator at the root of a tsquery of quoted operands, & and | (| binds loosest), or null for a lone operand. */
export function rootOperator(tsquery: string): '&' | '|' | null {
  let text = tsquery.trim();
  for (;;) {
    let depth = 0,
      and = false,
      wrapped = text.startsWith('(');
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "'") i = text.indexOf("'", i + 1);
      else if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        // the first parenthesis closes before the end: the text is not one parenthesised whole
        if (depth === 0 && i < text.length - 1) wrapped = false;
      } else if (depth === 0 && c === '|') return '|';
      else if (depth === 0 && c === '&') and = true;
    }
    if (and) return '&';
    if (!wrapped) return null;
    text = text.slice(1, -1).trim();
  }
}

const childrenQuery = preparedQuery<Candidate & { parent: string }>(
  `SELECT n.system, n.code, n.parent, d.doc::text AS doc, n.title, n.level, n.child_count, n.path, s.kind
       FROM unnest($1::text[], $2::text[]) AS x(system, code)
       JOIN nodes n ON n.system = x.system AND n.parent = x.code
       JOIN classify_docs d ON d.system = n.system AND d.code = n.code
       JOIN systems s ON s.id = n.system
      ORDER BY n.system, n.code`,
);

/** The children of the given (system, code) parents, as candidates (their documents with their node facts). */
export async function childrenOf(
  db: Queryable,
  parents: [string, string][],
): Promise<(Candidate & { parent: string })[]> {
  if (!parents.length) return [];
  const { rows } = await childrenQuery(db, [parents.map((p) => p[0]), parents.map((p) => p[1])]);
  return rows;
}

export interface Stats {
  /** Kind of every system (standard | domain), by id. */
  kinds: Map<string, string>;
  /** Document frequency of each given stem the index holds (for a stem only the coding aids hold, their phrases holding it). */
  df: Map<string, number>;
  /** The number of documents (codes) in all. */
  total: number;
  /** The stems of `df` only the coding aids' phrases hold. */
  aidOnly: Set<string>;
}

/** How long the systems' kinds and sizes are reused (a new system is seen at once when named, see `fresh`). */
export const SYSTEMS_TTL_MS = 5_000;
const systemsSeen = new WeakMap<object, { at: number; kinds: Map<string, string>; total: number }>();

/**
 * A word only the coding aids say ("allopathic", "skinner": O*NET's alternate titles hold thousands the code
 * books' documents lack) is a word of the index too: its frequency is the number of aid phrases holding it
 * (up to AID_ONLY_CAP), so it weighs as the rare idea it is and is never read as a typo of another word.
 * Only the stems the documents lack are counted so (`OFFSET 0` keeps that filter first: counting the aid
 * phrases of every stem of a text, "repair" among them, cost 40-230 ms a classify).
 */
const AID_ONLY_CAP = 1_000;
const FREQUENCIES = `SELECT NULL AS system, NULL AS kind, term, df AS n FROM classify_terms WHERE term = ANY($1) AND df > 0
  UNION ALL
  SELECT NULL, 'aid', u.q, a.n
    FROM (SELECT q FROM unnest($1::text[]) AS q
           WHERE q ~ '^[a-z0-9]+$' AND NOT EXISTS (SELECT 1 FROM classify_terms t WHERE t.term = q AND t.df > 0)
          OFFSET 0) u,
         LATERAL (SELECT count(*)::int AS n FROM (SELECT 1 FROM classify_aid_phrases
                   WHERE doc @@ quote_literal(u.q)::tsquery LIMIT ${AID_ONLY_CAP}) x) a
   WHERE a.n > 0`;
/** [the stems' frequencies, the same with the systems' kinds and sizes] */
const statsQuery = [FREQUENCIES, `${FREQUENCIES} UNION ALL SELECT id, kind, NULL, node_count FROM systems`].map(
  (text) => preparedQuery<{ system: string | null; kind: string | null; term: string | null; n: number }>(text),
);

/**
 * The stems' frequencies already read, per database, while the classify index and the coding aids are
 * unchanged (platform/readModelCache.ts: their checkpoints' `changed` marks, read at most once a second; a
 * change starts an empty map): a text's words are mostly words earlier texts had, so most classifies read
 * none. A stem the index and the aids lack is kept as absent (null). At most FREQUENCIES_KEPT.
 */
const FREQUENCIES_KEPT = 50_000;
const knownFrequencies = readModelCache(
  ['classify', 'classify_aids'],
  async () => new Map<string, { n: number; aid: boolean } | null>(),
);

/**
 * In one round trip: the systems' kinds and sizes (reused for SYSTEMS_TTL_MS per pool unless
 * `fresh`), and the document frequencies of the stems not read before (none when every stem was and
 * the systems are reused: no round trip).
 */
export async function stats(db: Queryable, stems: string[], fresh = false): Promise<Stats> {
  const seen = systemsSeen.get(db);
  const reuse = !fresh && seen && Date.now() - seen.at < SYSTEMS_TTL_MS;
  const known = await knownFrequencies(db);
  if (known.size >= FREQUENCIES_KEPT) known.clear();
  const got = new Map<string, { n: number; aid: boolean } | null>();
  const asked: string[] = [];
  for (const s of stems) {
    const f = known.get(s);
    if (f !== undefined) got.set(s, f);
    else if (!got.has(s)) {
      got.set(s, null);
      asked.push(s);
    }
  }
  const { rows } = asked.length || !reuse ? await statsQuery[reuse ? 0 : 1](db, [asked]) : { rows: [] };
  const kinds = new Map<string, string>();
  let total = 0;
  for (const r of rows) {
    if (r.system !== null) {
      kinds.set(r.system, r.kind!);
      total += r.n;
    } else got.set(r.term!, { n: r.n, aid: r.kind === 'aid' });
  }
  for (const s of asked) known.set(s, got.get(s)!);
  const df = new Map<string, number>(),
    aidOnly = new Set<string>();
  for (const [s, f] of got)
    if (f) {
      df.set(s, f.n);
      if (f.aid) aidOnly.add(s);
    }
  if (reuse) return { kinds: seen.kinds, df, total: seen.total, aidOnly };
  const sorted = new Map([...kinds].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
  systemsSeen.set(db, { at: Date.now(), kinds: sorted, total: Math.max(1, total) });
  return { kinds: sorted, df, total: Math.max(1, total), aidOnly };
}

/**
 * The kind of each system (standard | domain), as `stats` last read it for this database (reused as it is: a
 * classify's scope is read from the same map), read now when `stats` never ran on it or a system is not in it. The
 * hot look-ups (`segmentLookUp`, `crosswalkTargets`) take their rows' kind from it instead of joining `systems` for
 * every row (an index probe per candidate and per crosswalk target).
 */
async function kindsOf(db: Queryable, systems: Iterable<string>): Promise<Map<string, string>> {
  const kinds = systemsSeen.get(db)?.kinds;
  if (kinds && [...systems].every((s) => kinds.has(s))) return kinds;
  return (await stats(db, [], true)).kinds;
}

const titlesQuery = preparedQuery<{ system: string; code: string; title: string }>(
  `SELECT n.system, n.code, n.title FROM nodes n JOIN unnest($1::text[], $2::text[]) AS x(system, code)
       ON n.system = x.system AND n.code = x.code`,
);

/** Titles of (system, code) pairs, keyed "system\u001fcode". */
export async function titles(db: Queryable, pairs: [string, string][]): Promise<Map<string, string>> {
  if (!pairs.length) return new Map();
  const { rows } = await titlesQuery(db, [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
  return new Map(rows.map((r) => [`${r.system}\u001f${r.code}`, r.title]));
}

const parentTitlesQuery = preparedQuery<{ system: string; code: string; title: string }>(
  `SELECT system, code, title FROM nodes WHERE system = ANY($1) AND child_count > 0`,
);

/** Titles of every code with children in the given systems, keyed "system\u001fcode". */
export async function parentTitles(db: Queryable, systems: string[]): Promise<Map<string, string>> {
  const { rows } = await parentTitlesQuery(db, [systems]);
  return new Map(rows.map((r) => [`${r.system}\u001f${r.code}`, r.title]));
}

export interface CrosswalkRow {
  source_system: string;
  source_code: string;
  target_system: string;
  target_code: string;
  match_type: string;
  title: string;
}

const crosswalksQuery = preparedQuery<CrosswalkRow>(
  `SELECT source_system, source_code, target_system, target_code, match_type, title FROM (
       SELECT e.source_system, e.source_code, e.target_system, e.target_code, e.match_type, n.title,
              row_number() OVER (PARTITION BY e.source_system, e.source_code
                                 ORDER BY (e.match_type = 'exact') DESC, e.target_system, e.target_code) AS k
         FROM unnest($1::text[], $2::text[]) AS x(system, code)
         JOIN equivalences e ON e.source_system = x.system AND e.source_code = x.code
         JOIN systems s ON s.id = e.target_system AND s.kind = 'standard'
         JOIN nodes n ON n.system = e.target_system AND n.code = e.target_code) y
      WHERE k <= $3 ORDER BY source_system, source_code, k`,
);

/** Equivalences from the given codes into other standard systems, at most `perSource` each (exact first). */
export async function crosswalks(db: Queryable, pairs: [string, string][], perSource: number): Promise<CrosswalkRow[]> {
  if (!pairs.length) return [];
  const { rows } = await crosswalksQuery(db, [pairs.map((p) => p[0]), pairs.map((p) => p[1]), perSource]);
  return rows;
}

export interface CarriedRow {
  source_system: string;
  source_code: string;
  match_type: string;
  /** A path of two edges: the code of the hub system it went through, and that first edge's type. */
  through_system: string | null;
  through_code: string | null;
  through_title: string | null;
  through_type: string | null;
  system: string;
  code: string;
  title: string;
  level: number;
  child_count: number;
  path: string;
  kind: string;
}

const DIRECT = `SELECT x.system AS source_system, x.code AS source_code, e.match_type, e.target_system, e.target_code,
              NULL::text AS through_system, NULL::text AS through_code, NULL::text AS through_type
         FROM x JOIN equivalences e
           ON e.source_system = x.system AND e.source_code = x.code AND e.target_system = ANY($3::text[])`;
const HOP = `SELECT x.system, x.code, e2.match_type, e2.target_system, e2.target_code,
              e1.target_system, e1.target_code, e1.match_type
         FROM x
         JOIN equivalences e1 ON e1.source_system = x.system AND e1.source_code = x.code
                             AND e1.target_system = ANY($5::text[])
         JOIN equivalences e2 ON e2.source_system = e1.target_system AND e2.source_code = e1.target_code
                             AND e2.target_system = ANY($3::text[]) AND e2.target_system <> x.system
        WHERE NOT EXISTS (SELECT 1 FROM direct d WHERE d.source_system = x.system AND d.source_code = x.code
                                                   AND d.target_system = e2.target_system)
          -- a hub code that is itself a source carries its own match: once
          AND NOT EXISTS (SELECT 1 FROM x h WHERE h.system = e1.target_system AND h.code = e1.target_code)`;
/** Direct edges only (no hub outside the targets). */
const directQuery = preparedQuery<Omit<CarriedRow, 'kind'>>(
  `SELECT e.source_system, e.source_code, e.match_type, NULL AS through_system, NULL AS through_code,
              NULL AS through_title, NULL AS through_type, n.system, n.code, n.title, n.level, n.child_count, n.path
         FROM unnest($1::text[], $2::text[]) AS x(system, code)
         JOIN equivalences e ON e.source_system = x.system AND e.source_code = x.code AND e.target_system = ANY($3::text[])
         JOIN nodes n ON n.system = e.target_system AND n.code = e.target_code
        ORDER BY e.source_system, e.source_code, n.system, n.code
        LIMIT $4`,
);
/** Direct edges, and two edges through a hub ($5) where a source has none into a target system. */
const hopQuery = preparedQuery<Omit<CarriedRow, 'kind'>>(
  `WITH x AS (SELECT * FROM unnest($1::text[], $2::text[]) AS x(system, code)),
     direct AS (${DIRECT}), hop AS (${HOP})
     SELECT c.source_system, c.source_code, c.match_type, c.through_system, c.through_code, t.title AS through_title,
            c.through_type, n.system, n.code, n.title, n.level, n.child_count, n.path
       FROM (SELECT * FROM direct UNION ALL SELECT * FROM hop) c
       JOIN nodes n ON n.system = c.target_system AND n.code = c.target_code
       LEFT JOIN nodes t ON t.system = c.through_system AND t.code = c.through_code
      ORDER BY c.through_system NULLS FIRST, c.source_system, c.source_code, n.system, n.code
      LIMIT $4`,
);

/**
 * Equivalences from the given codes into the given systems (the node facts the ranker needs), at
 * most `max`. A source with no edge into a target system may reach it through one of `hubs` (an
 * ESCO occupation through its ISCO-08 unit group to SOC): two edges, the hub's code named, unless
 * that hub code is a source itself (its evidence is carried once).
 */
export async function crosswalkTargets(
  db: Queryable,
  pairs: [string, string][],
  targets: string[],
  max: number,
  hubs: readonly string[] = [],
): Promise<CarriedRow[]> {
  if (!pairs.length || !targets.length) return [];
  // a hub searched itself is a target: its edges are direct ones (the default scope holds both
  // hubs), and the query is the direct one alone
  const through = hubs.filter((h) => !targets.includes(h));
  const x = [pairs.map((p) => p[0]), pairs.map((p) => p[1]), targets, max];
  const { rows } = through.length ? await hopQuery(db, [...x, through]) : await directQuery(db, x);
  if (!rows.length) return [];
  const kinds = await kindsOf(db, targets);
  for (const r of rows) (r as CarriedRow).kind = kinds.get(r.system)!;
  return rows as CarriedRow[];
}

/** A coding aid's phrase matching a text (classify_aid_phrases). */
export interface AidPhraseRow {
  system: string;
  code: string;
  aid: string;
  kind: string;
  phrase: string;
  doc: string;
  /** The phrase's key (aids.ts `phraseKey`): read by the exact look-up only. */
  key?: string;
}
const aidPhrasesQuery = preparedQuery<AidPhraseRow>(
  `SELECT a.system, a.code, a.aid, a.kind, a.phrase, a.doc::text AS doc
     FROM classify_aid_phrases a
    WHERE a.doc @@ $1::tsquery AND a.system || '' = ANY($2)
    ORDER BY ts_rank(a.doc, $3::tsquery, 1) DESC, length(a.phrase), a.system, a.code, a.phrase
    LIMIT $4`,
);
/**
 * The coding aids' phrases matching the tsquery in the given systems, the closest (ts_rank over length)
 * first. The systems filter the GIN's hits (`|| ''`, as in `candidates`): the aids label three systems,
 * so an index scan of the systems reads every phrase's entry (~108,000) to drop few or none.
 */
export async function aidPhrases(
  db: Queryable,
  tsquery: string,
  systems: string[],
  limit: number,
): Promise<AidPhraseRow[]> {
  const { rows } = await aidPhrasesQuery(db, [tsquery, systems, rankQuery(tsquery), limit]);
  return rows;
}

const aidExactQuery = preparedQuery<AidPhraseRow>(
  `SELECT a.system, a.code, a.aid, a.kind, a.phrase, a.doc::text AS doc, a.key
     FROM classify_aid_phrases a
    WHERE a.key = ANY($1) AND a.system = ANY($2)
    ORDER BY a.system, a.code, a.aid, a.phrase
    LIMIT $3`,
);
/** The coding aids' phrases saying exactly the text's words (the same key), in the given systems. */
export async function aidExact(
  db: Queryable,
  keys: string[],
  systems: string[],
  limit: number,
): Promise<AidPhraseRow[]> {
  const { rows } = await aidExactQuery(db, [keys, systems, limit]);
  return rows;
}

const aidSystemsQuery = preparedQuery<{ system: string }>(`SELECT DISTINCT system FROM classify_aid_phrases`);
/** The systems some coding aid labels phrases of. */
export async function aidSystems(db: Queryable): Promise<string[]> {
  const { rows } = await aidSystemsQuery(db, []);
  return rows.map((r) => r.system);
}

const codesQuery = preparedQuery<Candidate>(
  `SELECT n.system, n.code, d.doc::text AS doc, n.title, n.level, n.child_count, n.path, s.kind
       FROM unnest($1::text[], $2::text[]) AS x(system, code)
       JOIN nodes n ON n.system = x.system AND n.code = x.code
       JOIN classify_docs d ON d.system = n.system AND d.code = n.code
       JOIN systems s ON s.id = n.system
      ORDER BY n.system, n.code`,
);
/** The given (system, code) pairs as candidates (their documents with their node facts). */
export async function candidatesByCode(db: Queryable, pairs: [string, string][]): Promise<Candidate[]> {
  if (!pairs.length) return [];
  const { rows } = await codesQuery(db, [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
  return rows;
}

/** What one segment's candidates and coding aids' phrases are read by (rank.ts `rankSegment`), in one statement. */
export interface SegmentLookUp {
  /** The ranked pass (every idea), and the widened one (null: none), run only when the first finds fewer than `widenBelow` codes. */
  tsquery: string;
  widened: string | null;
  widenBelow: number;
  systems: string[];
  perSystem: number;
  pool: number;
  business: boolean;
  /** The systems of `systems` some coding aid labels (aidEvidence.ts `aidLabelled`): the aids' parts filter by these. */
  aidSystems: string[];
  /** The aids' phrases: with one of these keys (null: none), holding every idea (null: none), and, when fewer than `aidWidenBelow` do, every idea but one (null: none). */
  aidKeys: string[] | null;
  /**
   * The keys of runs of the segment (aidEvidence.ts `insideOf`; null: none): phrases of `runSystems` (the industries
   * among `aidSystems`) with one may be said inside it.
   */
  runKeys: string[] | null;
  runSystems: string[];
  aidAll: string | null;
  aidWidened: string | null;
  aidWidenBelow: number;
  aidPool: number;
  /** Codes that are candidates whatever the passes find (the learned model's best). */
  codes: [string, string][];
}
/** What the segment's look-up found: candidates (parts 1-3, in order) and coding aids' phrases (parts 4-7, in order). */
export interface SegmentFound {
  candidates: Candidate[];
  /** `exact`: the phrase has one of the keys asked (part 4 `aidKeys`, part 5 `runKeys`). */
  phrases: { row: AidPhraseRow; exact: boolean }[];
}
/** A row of the segment's look-up, read as an array (the columns of `segmentSql`'s SELECT, in order). */
type SegmentRow = [
  part: number,
  system: string,
  code: string,
  doc: string,
  title: string | null,
  level: number | null,
  child_count: number | null,
  path: string | null,
  aid: string | null,
  aid_kind: string | null,
  phrase: string | null,
  key: string | null,
];

/**
 * One ranked pass over the given systems' documents: documents matching the tsquery, at most `perSystem` per
 * system and `pool` in all, by ts_rank (title A 1.0, examples B 0.6, description D 0.1; exclusions C never).
 * `business`: every given system is of the default scope, so the small GIN index over those documents answers,
 * and the systems are a filter on its hits (`|| ''`: not an index condition): PostgreSQL otherwise ANDs the
 * GIN's bitmap with a scan of the primary key over every searched system's codes (~48,000 entries, ~300 pages,
 * for the default scope's 23 systems, which the business mark already selects) to drop none of the hits.
 */
const rankedPass = (business: boolean, tsquery: string, rank: string, gate: string) => `
       SELECT system, code, doc, r FROM (
         SELECT *, row_number() OVER (PARTITION BY system ORDER BY r DESC, code) AS k FROM (
           SELECT d.system, d.code, d.doc, ts_rank('{0.1,0,0.6,1}', d.doc, ${rank}::tsquery, 2) AS r
             FROM classify_docs d
            WHERE ${gate} AND d.doc @@ ${tsquery}::tsquery
              AND ${business ? `d.business AND d.system || '' = ANY($3)` : 'd.system = ANY($3)'}) hits) capped
        WHERE k <= $4 ORDER BY r DESC, system, code LIMIT $5`;
const aidPass = (tsquery: string, rank: string, gate: string) => `
       SELECT a.system, a.code, a.aid, a.kind, a.phrase, a.doc, NULL::text AS key
         FROM classify_aid_phrases a
        WHERE ${gate} AND a.doc @@ ${tsquery}::tsquery AND a.system || '' = ANY($18)
        ORDER BY ts_rank(a.doc, ${rank}::tsquery, 1) DESC, length(a.phrase), a.system, a.code, a.phrase
        LIMIT $15`;
/**
 * The segment's look-up in one statement (one round trip where there were up to six): what `candidates`
 * (the ranked pass, then the widened one when it finds few codes), `aidExact` and `aidPhrases` (holding every
 * idea, then every idea but one when few do) and `candidatesByCode` (the aids' and the model's codes the
 * passes did not find) return, each part as each statement ordered and bounded it (parts 1-3 candidates, 4-7
 * aid phrases: by the text's keys, by its runs' keys (a phrase said inside it, for the industries), holding every idea,
 * every idea but one; `o` numbers a part's rows in its order: a materialized part is read back in the order written; it
 * orders the rows and is not sent),
 * under the same conditions: a widened part runs only when its first part returned fewer rows than its bound.
 */
const segmentSql = (business: boolean) =>
  `WITH p1 AS MATERIALIZED (${rankedPass(business, '$1', '$2', 'true')}),
     p2 AS MATERIALIZED (${rankedPass(business, '$6', '$7', '$6::tsquery IS NOT NULL AND (SELECT count(*) FROM p1) < $8')}),
     ax AS MATERIALIZED (
       SELECT a.system, a.code, a.aid, a.kind, a.phrase, a.doc, a.key
         FROM classify_aid_phrases a
        WHERE $9::text[] IS NOT NULL AND a.key = ANY($9) AND a.system = ANY($18)
        ORDER BY a.system, a.code, a.aid, a.phrase LIMIT $15),
     ai AS MATERIALIZED (
       SELECT a.system, a.code, a.aid, a.kind, a.phrase, a.doc, a.key
         FROM classify_aid_phrases a
        WHERE $19::text[] IS NOT NULL AND a.key = ANY($19) AND a.system = ANY($20)
        ORDER BY a.system, a.code, a.aid, a.phrase LIMIT $15),
     aa AS MATERIALIZED (${aidPass('$10', '$11', '$10::tsquery IS NOT NULL')}),
     aw AS MATERIALIZED (${aidPass('$12', '$13', '$12::tsquery IS NOT NULL AND (SELECT count(*) FROM aa) < $14')}),
     missing AS (
       (SELECT system, code FROM ax UNION SELECT system, code FROM ai UNION SELECT system, code FROM aa
        UNION SELECT system, code FROM aw
        UNION SELECT * FROM unnest($16::text[], $17::text[]))
       EXCEPT SELECT system, code FROM p1 EXCEPT SELECT system, code FROM p2),
     bycode AS MATERIALIZED (
       SELECT d.system, d.code, d.doc FROM missing x JOIN classify_docs d ON d.system = x.system AND d.code = x.code
        ORDER BY d.system, d.code),
     candidate AS (
       SELECT 1 AS part, row_number() OVER () AS o, system, code, doc FROM p1
       UNION ALL SELECT 2, row_number() OVER (), system, code, doc FROM p2
       UNION ALL SELECT 3, row_number() OVER (), system, code, doc FROM bycode),
     phrase AS (
       SELECT 4 AS part, row_number() OVER () AS o, * FROM ax
       UNION ALL SELECT 5, row_number() OVER (), * FROM ai
       UNION ALL SELECT 6, row_number() OVER (), * FROM aa
       UNION ALL SELECT 7, row_number() OVER (), * FROM aw)
   SELECT part, system, code, doc, title, level, child_count, path, aid, aid_kind, phrase, key FROM (
     SELECT c.part, c.o, c.system, c.code, c.doc::text AS doc, n.title, n.level, n.child_count, n.path,
            NULL AS aid, NULL AS aid_kind, NULL AS phrase, NULL AS key
       FROM candidate c JOIN nodes n ON n.system = c.system AND n.code = c.code
     UNION ALL
     SELECT a.part, a.o, a.system, a.code, a.doc::text, NULL, NULL, NULL, NULL, a.aid, a.kind, a.phrase, a.key
       FROM phrase a) r
   ORDER BY part, o`;
/** [every document, the default scope's (business) documents]. */
const segmentQuery = [false, true].map((b) => preparedArrayQuery<SegmentRow>(segmentSql(b)));

/**
 * One segment's candidates and coding aids' phrases (`segmentSql`), in one round trip. Its ~220 rows of 13
 * columns are read as arrays (`preparedArrayQuery`), each made the object the engine reads.
 */
export async function segmentLookUp(db: Queryable, l: SegmentLookUp): Promise<SegmentFound> {
  const rank = (q: string | null) => (q === null ? null : rankQuery(q));
  const { rows } = await segmentQuery[l.business ? 1 : 0](db, [
    l.tsquery,
    rankQuery(l.tsquery),
    l.systems,
    l.perSystem,
    l.pool,
    l.widened,
    rank(l.widened),
    l.widenBelow,
    l.aidKeys,
    l.aidAll,
    rank(l.aidAll),
    l.aidWidened,
    rank(l.aidWidened),
    l.aidWidenBelow,
    l.aidPool,
    l.codes.map((c) => c[0]),
    l.codes.map((c) => c[1]),
    l.aidSystems,
    l.runKeys,
    l.runSystems,
  ]);
  const found: SegmentFound = { candidates: [], phrases: [] };
  if (!rows.length) return found;
  const kinds = await kindsOf(db, new Set(rows.map((r) => r[1])));
  for (const [part, system, code, doc, title, level, child_count, path, aid, aid_kind, phrase, key] of rows)
    if (part <= 3)
      found.candidates.push({
        system,
        code,
        doc,
        title: title!,
        level: level!,
        child_count: child_count!,
        path: path!,
        kind: kinds.get(system)!,
      });
    else
      found.phrases.push({
        row: { system, code, aid: aid!, kind: aid_kind!, phrase: phrase!, doc, key: key ?? undefined },
        exact: part === 4 || part === 5,
      });
  return found;
}
