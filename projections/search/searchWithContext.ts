import type { Queryable } from '../../platform/db.ts';
import { detailsOf, hitContext, hitDetails, systemNames, type HitKey } from './hitDetails.ts';
import type { GroupedResult, SearchHit, SearchIndex, SystemKind } from './port.ts';
import { CONTEXT_CHILDREN, type Hit, type SearchGroups, type SearchPage } from './shapes.ts';
import type { NodeBrief } from '../catalog/nodeShapes.ts';
import { cleanQuery, looksLikeCode } from './text.ts';
import { groupsKindFirst, INTENT_WINDOW, kindFirst, queryKindStandards } from './intent.ts';
import { scopeTo, systemPrefix } from './systemPrefix.ts';
import { systemAuthority, type AuthorityTable } from '../authority/load.ts';

/** A system's authority tier (3, a domain vocabulary's, for a system the table does not know yet). */
const tierOf = (t: AuthorityTable, system: string) => t.byId.get(system)?.tier ?? 3;
import {
  likeliestLanguage,
  mergeLabelGroups,
  mergeLabelHits,
  searchLabelGroups,
  searchLabels,
} from '../texts/labelSearch.ts';
import { localizeListed } from '../texts/localize.ts';

/**
 * Search as every door answers it: the index's hits with the catalog facts each door sends
 * (system name, leaf flag, child count) and, with `context`, each hit's ancestors and first
 * children, all fetched set-wise for the page (a fixed number of queries, never one per hit).
 */
export interface CodeSearch {
  q: string;
  systems?: string[];
  /** ISO 3166-1 alpha-2, any case. */
  countries?: string[];
  kind?: SystemKind;
  limit: number;
  offset: number;
  context?: boolean;
  /** Languages asked for, in preference order (primary subtags): the first non-English one's labels are searched too (texts/labelSearch.ts). */
  langs?: string[];
}

const filters = (s: CodeSearch) => ({
  q: cleanQuery(s.q),
  systems: s.systems?.length ? [...new Set(s.systems)] : undefined,
  countries: s.countries?.length ? [...new Set(s.countries.map((c) => c.toUpperCase()))] : undefined,
  kind: s.kind,
});

/**
 * The filters with a page's bounds, written out: `{ ...f, limit, offset }` (a spread followed by new properties)
 * takes V8's slow path on Node 20 (~3 µs against 0.06), once or twice a search.
 */
const paged = (f: ReturnType<typeof filters>, limit: number, offset: number) => ({
  q: f.q,
  systems: f.systems,
  countries: f.countries,
  kind: f.kind,
  limit,
  offset,
});

/**
 * A query that names a system first ("naics 484", "soc nurse"): the rest searched within that
 * system (the named system's hits first when several), or null when that finds nothing.
 */
async function named<R extends { total: number }>(
  db: Queryable,
  s: CodeSearch,
  run: (q: ReturnType<typeof filters>) => Promise<R>,
): Promise<R | null> {
  const f = filters(s);
  const prefix = await systemPrefix(db, f.q);
  if (!prefix) return null;
  const systems = scopeTo(prefix, f.systems);
  if (!systems.length) return null;
  const r = await run({ ...f, q: prefix.rest, systems });
  return r.total > 0 ? r : null;
}

/** Hits of equal score in the order of the systems named (the international system before its national copies). */
function inSystemOrder(hits: SearchHit[], systems: string[] | undefined): SearchHit[] {
  if (!systems || systems.length < 2) return hits;
  const rank = new Map(systems.map((id, i) => [id, i]));
  return [...hits].sort((a, b) => b.score - a.score || (rank.get(a.system) ?? 0) - (rank.get(b.system) ?? 0));
}

/**
 * A page of the index's hits with the standards of the query's kind first (intent.ts): the first
 * INTENT_WINDOW hits (or as many as the page reaches) are read, re-ranked and the page cut from them.
 * Not for a code-like query or a search in one system (its kind is known).
 */
async function searchByKind(
  db: Queryable,
  index: SearchIndex,
  f: ReturnType<typeof filters>,
  limit: number,
  offset: number,
) {
  if (looksLikeCode(f.q) || f.systems?.length === 1) return index.search(paged(f, limit, offset));
  const res = await index.search(paged(f, Math.max(INTENT_WINDOW, offset + limit), 0));
  const kind = queryKindStandards(f.q, res.items, (await systemAuthority(db)).standardsNear);
  return { ...res, items: kindFirst(res.items, kind).slice(offset, offset + limit) };
}

/** Groups with the standards of the query's kind first (intent.ts), as a flat page ranks them; not for a code-like query or one system. */
async function groupedByKind(
  db: Queryable,
  f: ReturnType<typeof filters>,
  grouped: (f: ReturnType<typeof filters>) => Promise<GroupedResult>,
): Promise<GroupedResult> {
  const r = await grouped(f);
  if (looksLikeCode(f.q) || f.systems?.length === 1) return r;
  return { ...r, groups: groupsKindFirst(f.q, r.groups, (await systemAuthority(db)).standardsNear) };
}

/** One ranked page of hits across systems; with a language asked, its labels' hits merged in. */
export async function searchCodes(db: Queryable, index: SearchIndex, s: CodeSearch): Promise<SearchPage> {
  const asked = s.langs?.[0] && s.langs[0] !== 'en' ? s.langs[0] : undefined;
  // with a language, both lists are read from their start and merged (mergeLabelHits pages them)
  const [limit, offset] = asked ? [s.offset + s.limit, 0] : [s.limit, s.offset];
  const english =
    (await named(db, s, async (f) => {
      const res = await index.search(paged(f, limit, offset));
      return { ...res, items: inSystemOrder(res.items, f.systems) };
    })) ?? (await searchByKind(db, index, filters(s), limit, offset));
  const lang = asked ?? (english.total ? undefined : await unaskedLanguage(db, s));
  const r = lang
    ? mergeLabelHits(
        english,
        await searchLabels(db, { q: cleanQuery(s.q), lang, systems: filters(s).systems, limit: s.offset + s.limit }),
        s.offset,
        s.limit,
      )
    : english;
  return {
    query: s.q,
    corrected: lang && !asked ? undefined : r.corrected, // answered in another language: the English correction found nothing
    total: r.total,
    total_capped: r.totalCapped,
    limit: s.limit,
    offset: s.offset,
    items: await decorate(db, r.items, !!s.context, asked ? (s.langs ?? []) : lang ? [lang] : []),
  };
}

/**
 * The language of a query no English title holds, when no other was asked for (`lang`, Accept-Language): the one
 * whose labels hold its words (labelSearch.ts `likeliestLanguage`), so "boulangerie" finds NACE's French labels
 * rather than nothing. Not for a code-like query (a code is the same in every language).
 */
async function unaskedLanguage(db: Queryable, s: CodeSearch): Promise<string | undefined> {
  if (looksLikeCode(s.q)) return undefined;
  return likeliestLanguage(db, cleanQuery(s.q), filters(s).systems);
}

/** Hits grouped by system: `limit`/`offset` page through systems, each with its total and first `perGroup` hits. */
export async function searchCodesGrouped(
  db: Queryable,
  index: SearchIndex,
  s: CodeSearch & { perGroup: number },
): Promise<SearchGroups> {
  const asked = s.langs?.[0] && s.langs[0] !== 'en' ? s.langs[0] : undefined;
  // with a language, the English groups are read from the first and merged with the label groups (as a flat page)
  const [limit, offset] = asked ? [s.offset + s.limit, 0] : [s.limit, s.offset];
  const grouped = (f: ReturnType<typeof filters>) => index.searchGrouped({ ...f, limit, offset, perGroup: s.perGroup });
  const english = (await named(db, s, grouped)) ?? (await groupedByKind(db, filters(s), grouped));
  const lang = asked ?? (english.total ? undefined : await unaskedLanguage(db, s));
  const r = lang
    ? mergeLabelGroups(
        english,
        await searchLabelGroups(db, { q: cleanQuery(s.q), lang, systems: filters(s).systems, perGroup: s.perGroup }),
        s.offset,
        s.limit,
        s.perGroup,
      )
    : english;
  const [names, items, auth] = await Promise.all([
    systemNames(
      db,
      r.groups.map((g) => g.system),
    ),
    decorate(
      db,
      r.groups.flatMap((g) => g.items),
      !!s.context,
      asked ? (s.langs ?? []) : lang ? [lang] : [],
    ),
    systemAuthority(db),
  ]);
  let i = 0;
  return {
    query: s.q,
    corrected: lang && !asked ? undefined : r.corrected, // answered in another language: the English correction found nothing
    total: r.total,
    total_capped: r.totalCapped,
    limit: s.limit,
    offset: s.offset,
    group_count: r.groupCount,
    groups: r.groups.map((g) => ({
      system: g.system,
      system_name: names.get(g.system) ?? g.system,
      total: g.total,
      tier: tierOf(auth, g.system),
      also_in: g.alsoIn ?? 0,
      items: g.items.map(() => items[i++]),
    })),
  };
}

/**
 * The hits with the catalog facts every door sends and, with `context`, their ancestors and first children; with
 * a language asked, every title (the hits' and their context's) in it where a label exists (`lang` says which,
 * `en` where it fell back), as the code lookups answer.
 */
async function decorate(db: Queryable, hits: SearchHit[], context: boolean, langs: string[]): Promise<Hit[]> {
  const plain = await decorateFacts(db, hits, context);
  const titled = await localizeListed(db, plain, (h) => h.system, langs);
  if (!context) return titled;
  const listed = titled.flatMap((h, i) =>
    [...(h.ancestors ?? []), ...(h.children ?? [])].map((n) => ({ ...n, hit: i, system: h.system })),
  );
  const byHit = titled.map((): NodeBrief[] => []);
  for (const { hit, system: _s, ...n } of await localizeListed(db, listed, (n) => n.system, langs)) byHit[hit].push(n);
  return titled.map((h, i) => {
    const mine = byHit[i];
    const a = h.ancestors?.length ?? 0;
    return h.ancestors || h.children ? { ...h, ancestors: mine.slice(0, a), children: mine.slice(a) } : h;
  });
}

async function decorateFacts(db: Queryable, hits: SearchHit[], context: boolean): Promise<Hit[]> {
  const keys: HitKey[] = hits.map((h) => ({ system: h.system, code: h.code }));
  // the facts the page read with its hits are used as they are; the others (a label's hit, another adapter's) looked up
  const [details, ctx, auth] = await Promise.all([
    hitDetails(
      db,
      hits.filter((h) => !h.details),
    ),
    context ? hitContext(db, keys, CONTEXT_CHILDREN) : undefined,
    systemAuthority(db),
  ]);
  return hits.map((h) => {
    const d = h.details ?? detailsOf(details, h);
    const c = ctx?.get(`${h.system}\u0000${h.code}`);
    return {
      system: h.system,
      system_name: d.system_name,
      code: h.code,
      title: h.title,
      level: h.level,
      leaf: d.leaf,
      child_count: d.child_count,
      score: h.score,
      tier: tierOf(auth, h.system),
      also_in: h.alsoIn ?? 0,
      match: h.match,
      ...('lang' in h && typeof h.lang === 'string' ? { lang: h.lang } : {}),
      ...(c ? { ancestors: c.ancestors, children: c.children } : {}),
    };
  });
}
