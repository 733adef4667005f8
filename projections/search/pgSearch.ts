import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import type {
  GroupedQuery,
  GroupedResult,
  MatchKind,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from './port.ts';
import { toDetails } from './hitDetails.ts';
import { applyPgOps, countSharedTitles, resetPg } from './pgIndexWrite.ts';
import { pageSql } from './pgPageSql.ts';
import { arrayLiteral, groupedSql, PREFIX_CAP, Sql, type RankAuthority, type TsQueries } from './pgSearchSql.ts';
import { allButOne, allTerms, asPhrase, understand, type Understood } from './pgSpelling.ts';
import { DEFAULT_WEIGHT, systemAuthority, type AuthorityTable } from '../authority/load.ts';
import { aidPhrases as aidPhrasesOf } from './aidVariants.ts';
import { countryNames } from './loadPlaceNames.ts';
import { placeCodes } from './placeNames.ts';
import { isSystemName } from './systemPrefix.ts';
import { looksLikeCode } from './text.ts';

/** Widen to "all words but one" when the AND of every word finds fewer title hits than this. */
export const WIDEN_BELOW = 20;

/**
 * A flat search whose query holds a word fewer titles than this hold as written (the lexicon's count) sends its
 * widened statement first: such a query's AND nearly always finds under WIDEN_BELOW title hits, so the AND
 * statement (its fixed cost, a round trip) was sent only to say so. The widened statement counts the AND's hits
 * itself (`and_total`) and builds no page at WIDEN_BELOW or more; the AND statement then runs as before. The same
 * pages either way: a word's count as written is no bound on its stem's titles, so the guess only decides the order.
 */
export const RARE_WORD_FREQ = 40;

interface HitRow {
  also_in?: number;
  system: string | null;
  code: string;
  title: string;
  level: number;
  score: number;
  match: MatchKind;
}

const roundScore = (score: number) => Math.round(score * 1e4) / 1e4;

const hit = (r: HitRow): SearchHit => ({
  system: r.system!,
  code: r.code,
  title: r.title,
  level: r.level,
  score: roundScore(r.score),
  match: r.match,
});

/**
 * The embedded default: PostgreSQL full text on titles (english stems, ts_rank), spelling
 * correction against a lexicon of title words (pg_trgm GIN), exact and prefix code matches
 * (btree on lower(code) and on the code without punctuation, both COLLATE "C").
 * Matching is AND-first; only when that finds too few hits is it widened to all words but one.
 *
 * `genericPages`: connections that plan statements generically (`plan_cache_mode = force_generic_plan`,
 * cli/readRouter.ts). A flat page's statement then runs there, planned once per connection instead of
 * per call: a third of an AND page's time (docs/measurements.md). Without it, pages run on `pool`,
 * planned per call. Grouped pages, spelling and details always run on `pool`.
 */
export function createPgSearch(pool: Queryable, genericPages?: Queryable): SearchIndex {
  /** Runs the AND query, then once more widened when it found too few title hits (never for a code-like query). */
  async function twoStep<R extends { rows: any[] }>(
    q: string,
    u: Understood,
    run: (tsq: TsQueries) => Promise<R>,
    flat = false,
  ): Promise<R> {
    const strict = u.terms.length ? allTerms(u.terms) : null;
    const phrase = u.terms.length > 1 ? asPhrase(u.terms) : null;
    const forms = u.terms.map((t) => t.correction ?? t.word);
    const aidPhrases = forms.length && !looksLikeCode(q) ? aidPhrasesOf(forms) : null;
    const places = aidPhrases ? placeCodes(await countryNames(pool), q, aidPhrases[0]) : [];
    const widens = u.terms.length >= 2 && !looksLikeCode(q);
    const widened: TsQueries = {
      tsquery: allButOne(u.terms),
      strict,
      phrase,
      forms,
      corrected: u.corrected,
      aidPhrases,
      places,
      andBelow: flat ? WIDEN_BELOW : null,
    };
    if (widens && flat && u.terms.some((t) => t.freq !== undefined && t.freq < RARE_WORD_FREQ)) {
      const res = await run(widened);
      if (Number(res.rows[0]?.and_total ?? 0) < WIDEN_BELOW) return res;
    }
    const first = await run({
      tsquery: strict,
      strict: null,
      phrase,
      forms,
      corrected: u.corrected,
      aidPhrases,
      places,
      widensBelow: widens ? WIDEN_BELOW : null,
    });
    const textTotal = Number(first.rows[0]?.text_total ?? 0);
    if (!widens || textTotal >= WIDEN_BELOW) return first;
    return run(widened);
  }

  /**
   * The query's words (spelling corrected, never a system's name) and the systems' ranking weights and
   * copies (projections/authority, cached per process).
   */
  async function prepare(q: string): Promise<[Understood, RankAuthority]> {
    const a = await systemAuthority(pool);
    const u = await understand(pool, q, (w) => isSystemName(a, w), mainStandards(a));
    return [u, rankAuthority(a)];
  }

  return {
    name: 'postgres',
    tables: ['search_docs', 'search_systems', 'search_lexicon', 'search_titles'],
    bulkTables: ['search_docs', 'search_lexicon'],

    async search(q: SearchQuery): Promise<SearchResult> {
      const [u, auth] = await prepare(q.q);
      const res = await twoStep(
        q.q,
        u,
        (tsq) => {
          const sql = new Sql();
          const text = pageSql(sql, q, tsq, auth, { genericPlan: !!genericPages });
          return preparedQuery<
            HitRow & {
              total: number;
              text_total: number;
              count_capped: boolean;
              system_name?: string | null;
              child_count?: number | null;
            }
          >(text)(genericPages ?? pool, sql.params);
        },
        true,
      );
      const head = res.rows[0];
      // each hit written out, not `{ ...hit(r), alsoIn, details }`: a spread followed by new properties takes V8's
      // slow path (~4 µs an object on Node 20, ~0.15 ms a page of 20)
      const items = res.rows
        .filter((r) => r.system !== null)
        .map((r) => ({
          system: r.system!,
          code: r.code,
          title: r.title,
          level: r.level,
          score: roundScore(r.score),
          match: r.match,
          alsoIn: r.also_in ?? 0,
          details: toDetails(r.system!, r.system_name ?? null, r.child_count ?? null),
        }));
      const totalCapped = !!head && (head.count_capped || prefixCapped(head));
      return { corrected: u.corrected, total: head?.total ?? 0, totalCapped, items };
    },

    async searchGrouped(q: GroupedQuery): Promise<GroupedResult> {
      const [u, auth] = await prepare(q.q);
      const res = await twoStep(q.q, u, (tsq) => {
        const sql = new Sql();
        const text = groupedSql(sql, q, tsq, auth);
        return preparedQuery<
          HitRow & {
            total: number;
            groups: number;
            text_total: number;
            count_capped: boolean;
            group_system: string | null;
            group_total: number;
            group_also_in: number;
          }
        >(text)(pool, sql.params);
      });
      const groups = new Map<string, { system: string; total: number; alsoIn: number; items: SearchHit[] }>();
      for (const r of res.rows) {
        if (r.group_system === null) continue;
        const g = groups.get(r.group_system) ?? {
          system: r.group_system,
          total: r.group_total,
          alsoIn: r.group_also_in,
          items: [],
        };
        groups.set(r.group_system, g);
        if (r.system !== null) g.items.push(hit(r));
      }
      const head = res.rows[0];
      return {
        corrected: u.corrected,
        total: head?.total ?? 0,
        totalCapped: groupedCapped(head),
        groupCount: head?.groups ?? 0,
        groups: [...groups.values()],
      };
    },

    async apply(ops, tx) {
      await applyPgOps(tx, ops);
    },
    async reset(tx) {
      await resetPg(tx);
    },
    async settle(tx) {
      await countSharedTitles(tx);
      return true;
    },
  };
}

/** The code part's count stopped at its bound (a code-like query's prefix hits). */
const prefixCapped = (r: { text_total: number; total: number }) => Number(r.total) - Number(r.text_total) >= PREFIX_CAP;

/**
 * A grouped search's count stopped at a bound: the statement says so (`count_capped`: its title candidates at
 * RANK_CAP, a code-like query's prefix hits at PREFIX_CAP, a widened query's matches at WIDEN_CAP). Its `text_total`
 * (the title hits, exact titles included) is what `twoStep` widens on, as a flat page's.
 */
const groupedCapped = (r: { count_capped: boolean } | undefined): boolean => r?.count_capped === true;

const rankOf = new WeakMap<AuthorityTable, RankAuthority>();
/** The systems' weights and copies as the page statements take them, written once per authority table. */
function rankAuthority(a: AuthorityTable): RankAuthority {
  let r = rankOf.get(a);
  if (!r) {
    r = {
      ids: arrayLiteral(a.weightIds),
      weights: arrayLiteral(a.weights),
      defaultWeight: DEFAULT_WEIGHT,
      maxWeight: a.maxWeight,
      copies: a.copiesJson,
    };
    rankOf.set(a, r);
  }
  return r;
}

const standardsOf = new WeakMap<AuthorityTable, string[]>();
/** The main standards (authority tier 1, no copy): the vocabulary spelling correction prefers. */
function mainStandards(a: AuthorityTable): string[] {
  let ids = standardsOf.get(a);
  if (!ids) {
    ids = [...a.byId.values()].filter((s) => s.tier === 1 && !s.copy_of).map((s) => s.id);
    standardsOf.set(a, ids);
  }
  return ids;
}
