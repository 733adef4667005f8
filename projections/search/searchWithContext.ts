import type { Queryable } from '../../platform/db.ts';
import { detailsOf, hitContext, hitDetails, systemNames, type HitKey } from './hitDetails.ts';
import type { SearchHit, SearchIndex, SystemKind } from './port.ts';
import { CONTEXT_CHILDREN, type Hit, type SearchGroups, type SearchPage } from './shapes.ts';
import { cleanQuery } from './text.ts';

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
}

const filters = (s: CodeSearch) => ({
  q: cleanQuery(s.q),
  systems: s.systems?.length ? [...new Set(s.systems)] : undefined,
  countries: s.countries?.length ? [...new Set(s.countries.map((c) => c.toUpperCase()))] : undefined,
  kind: s.kind,
});

/** One ranked page of hits across systems. */
export async function searchCodes(db: Queryable, index: SearchIndex, s: CodeSearch): Promise<SearchPage> {
  const r = await index.search({ ...filters(s), limit: s.limit, offset: s.offset });
  return {
    query: s.q,
    corrected: r.corrected,
    total: r.total,
    total_capped: r.totalCapped,
    limit: s.limit,
    offset: s.offset,
    items: await decorate(db, r.items, !!s.context),
  };
}

/** Hits grouped by system: `limit`/`offset` page through systems, each with its total and first `perGroup` hits. */
export async function searchCodesGrouped(
  db: Queryable,
  index: SearchIndex,
  s: CodeSearch & { perGroup: number },
): Promise<SearchGroups> {
  const r = await index.searchGrouped({ ...filters(s), limit: s.limit, offset: s.offset, perGroup: s.perGroup });
  const [names, items] = await Promise.all([
    systemNames(
      db,
      r.groups.map((g) => g.system),
    ),
    decorate(
      db,
      r.groups.flatMap((g) => g.items),
      !!s.context,
    ),
  ]);
  let i = 0;
  return {
    query: s.q,
    corrected: r.corrected,
    total: r.total,
    total_capped: r.totalCapped,
    limit: s.limit,
    offset: s.offset,
    group_count: r.groupCount,
    groups: r.groups.map((g) => ({
      system: g.system,
      system_name: names.get(g.system) ?? g.system,
      total: g.total,
      items: g.items.map(() => items[i++]),
    })),
  };
}

async function decorate(db: Queryable, hits: SearchHit[], context: boolean): Promise<Hit[]> {
  const keys: HitKey[] = hits.map((h) => ({ system: h.system, code: h.code }));
  const [details, ctx] = await Promise.all([
    hitDetails(db, keys),
    context ? hitContext(db, keys, CONTEXT_CHILDREN) : undefined,
  ]);
  return hits.map((h) => {
    const d = detailsOf(details, h);
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
      match: h.match,
      ...(c ? { ancestors: c.ancestors, children: c.children } : {}),
    };
  });
}
