import { createHash } from 'node:crypto';
import { Meilisearch, type EnqueuedTaskPromise, type Hit } from 'meilisearch';
import type {
  GroupedQuery,
  GroupedResult,
  IndexOp,
  SearchHit,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from './port.ts';
import { GROUPED_TOTAL_CAP, TOTAL_CAP } from './port.ts';
import { dropIndex, indexNames, memoryMarker, searchKey, swapIn, type RebuildMarker } from './meiliIndexes.ts';
import { cleanQuery, looksLikeCode, normCode } from './text.ts';

export interface MeiliOptions {
  url: string;
  /** The master (or an admin) key: settings, documents, swaps. */
  apiKey?: string;
  /** The key queries use (MEILI_SEARCH_KEY); unset: a search-only key found or created with `apiKey`. */
  searchKey?: string;
  /** Records a rebuild under way (default: in this process only). */
  marker?: RebuildMarker;
  /** Prefix of the index uids (tests use a random one). */
  indexPrefix?: string;
  /** Systems that apply to any of these countries (the country_systems read model). */
  countrySystems?: (countries: string[]) => Promise<string[]>;
}

interface NodeDoc {
  id: string;
  system: string;
  code: string;
  code_lower: string;
  code_norm: string;
  title: string;
  level: number;
}
const PUSH_BATCH = 10_000; // documents per addDocuments task
const WAIT = { timeout: 600_000, interval: 100 };

/** Document id: Meilisearch allows [A-Za-z0-9_-] only, and codes hold '.', '/', spaces, unicode. */
export const docId = (system: string, code: string) =>
  createHash('sha256').update(`${system}\u0000${code}`).digest('base64url');

/** A filter value in double quotes (backslash and quote escaped). */
const v = (s: string) => `"${s.replace(/["\\]/g, '\\$&')}"`;

/**
 * Meilisearch adapter (selected by MEILI_URL). Index `{prefix}nodes` holds one document per node,
 * `{prefix}systems` the systems' names and kinds (kind filters resolve to system lists).
 * Exact code matches are fetched by filter and put first; the rest is Meilisearch's own ranking
 * (typo tolerance, prefix search on the last word, which covers code prefixes).
 *
 * Checkpoint: `apply` enqueues idempotent tasks (upserts and deletes by id, in log order: Meilisearch
 * runs one index's tasks in order) and returns only when all succeeded, so the projection's
 * PostgreSQL checkpoint commits after the index holds the batch. A crash in between replays the
 * batch, which rewrites the same documents (at least once, idempotent).
 *
 * Rebuild (`reset`): the replay fills new indexes while queries keep the live ones; `caughtUp` swaps
 * them in and deletes the old (meiliIndexes.ts), so search is never empty during a rebuild. Queries use
 * a search-only key, never the master key.
 */
export function createMeiliSearch(opts: MeiliOptions): SearchIndex {
  const admin = new Meilisearch({ host: opts.url, apiKey: opts.apiKey });
  const prefix = opts.indexPrefix ?? 'taxonomy_';
  const names = indexNames(prefix);
  const marker = opts.marker ?? memoryMarker();
  let client = admin; // replaced by a search-only client in ensure() when keys are in use
  let nodes = client.index<NodeDoc>(names.live.nodes);
  let systems = client.index<{ id: string; name: string; kind: string }>(names.live.systems);
  let ready: Promise<void> | undefined;
  let building: boolean | undefined; // writes go to the `_next` indexes while a rebuild is under way
  const target = async () => {
    building ??= await marker.isSet();
    const n = building ? names.next : names.live;
    return { nodes: admin.index<NodeDoc>(n.nodes), systems: admin.index(n.systems) };
  };

  const settle = async (tasks: EnqueuedTaskPromise[]) => {
    for (const t of tasks) {
      const done = await t.waitTask(WAIT);
      if (done.status !== 'succeeded')
        throw new Error(`meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? ''}`);
    }
  };

  const configure = (n: { nodes: string; systems: string }) =>
    settle([
      admin.index(n.nodes).updateSettings({
        searchableAttributes: ['code', 'code_norm', 'title'],
        filterableAttributes: ['system', 'code_lower', 'code_norm'],
        sortableAttributes: ['level'],
        typoTolerance: {
          enabled: true,
          disableOnAttributes: ['code', 'code_norm'],
          minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 },
        },
        pagination: { maxTotalHits: GROUPED_TOTAL_CAP }, // how deep pages go; a flat total reports up to TOTAL_CAP
        faceting: { maxValuesPerFacet: 5000 },
      }),
      admin.index(n.systems).updateSettings({ filterableAttributes: ['kind'], pagination: { maxTotalHits: 100_000 } }),
    ]);

  function ensure(): Promise<void> {
    ready ??= (async () => {
      await configure(names.live);
      if (opts.apiKey || opts.searchKey) {
        client = new Meilisearch({ host: opts.url, apiKey: await searchKey(admin, prefix, opts.searchKey) });
        nodes = client.index<NodeDoc>(names.live.nodes);
        systems = client.index(names.live.systems);
      }
    })().catch((err) => {
      ready = undefined;
      throw err;
    });
    return ready;
  }

  /** The systems the filters allow: undefined = all; [] = none. */
  async function allowed(q: Pick<SearchQuery, 'systems' | 'countries' | 'kind'>): Promise<string[] | undefined> {
    let set: Set<string> | undefined = q.systems?.length ? new Set(q.systems) : undefined;
    const narrow = (ids: string[]) => {
      set = set ? new Set(ids.filter((x) => set!.has(x))) : new Set(ids);
    };
    if (q.countries?.length)
      narrow(opts.countrySystems ? await opts.countrySystems(q.countries.map((c) => c.toUpperCase())) : []);
    if (q.kind) {
      const res = await systems.search('', {
        filter: `kind = ${v(q.kind)}`,
        limit: 100_000,
        attributesToRetrieve: ['id'],
      });
      narrow(res.hits.map((r) => r.id));
    }
    return set ? [...set] : undefined;
  }

  const systemFilter = (ids: string[] | undefined) => (ids ? [`system IN [${ids.map(v).join(', ')}]`] : []);
  const toHit = (h: Hit<NodeDoc>, norm: string, code: boolean): SearchHit => ({
    system: h.system,
    code: h.code,
    title: h.title,
    level: h.level,
    score: code ? 10 : Math.round((h._rankingScore ?? 0) * 1e4) / 1e4,
    match: code ? 'code' : looksLikeCode(norm) && h.code_norm.startsWith(norm) ? 'code_prefix' : 'title',
  });

  /** Exact code matches (all of them: a code exists in a few systems at most) and the filter that excludes them. */
  async function exactCodes(text: string, base: string[]) {
    const norm = normCode(text);
    if (!norm || text.length > 100) return { hits: [] as SearchHit[], exclude: [] as string[] };
    const codeFilter = `(code_lower = ${v(text.toLowerCase())} OR code_norm = ${v(norm)})`;
    const res = await nodes.search<NodeDoc>('', { filter: [...base, codeFilter], limit: 1000 });
    return { hits: res.hits.map((h) => toHit(h, norm, true)), exclude: res.hits.length ? [`NOT ${codeFilter}`] : [] };
  }

  return {
    name: 'meilisearch',

    async search(q: SearchQuery): Promise<SearchResult> {
      await ensure();
      const text = cleanQuery(q.q);
      const ids = await allowed(q);
      if (ids && !ids.length) return { total: 0, totalCapped: false, items: [] };
      const base = systemFilter(ids);
      const exact = await exactCodes(text, base);
      const fromExact = exact.hits.slice(q.offset, q.offset + q.limit);
      const res = await nodes.search<NodeDoc>(text, {
        filter: [...base, ...exact.exclude],
        showRankingScore: true,
        offset: Math.max(0, q.offset - exact.hits.length),
        limit: Math.max(0, q.limit - fromExact.length) || 1,
      });
      const rest = fromExact.length >= q.limit ? [] : res.hits.map((h) => toHit(h, normCode(text), false));
      const total = exact.hits.length + res.estimatedTotalHits;
      return { total: Math.min(total, TOTAL_CAP), totalCapped: total >= TOTAL_CAP, items: [...fromExact, ...rest] };
    },

    async searchGrouped(q: GroupedQuery): Promise<GroupedResult> {
      await ensure();
      const text = cleanQuery(q.q);
      const ids = await allowed(q);
      if (ids && !ids.length) return { total: 0, totalCapped: false, groupCount: 0, groups: [] };
      const base = systemFilter(ids);
      const exact = await exactCodes(text, base);
      // Per-system totals from the facet distribution; groups ordered by their best hit.
      const res = await nodes.search<NodeDoc>(text, {
        filter: [...base, ...exact.exclude],
        facets: ['system'],
        limit: 1000,
        attributesToRetrieve: ['system'],
      });
      const counts = new Map<string, number>();
      for (const h of exact.hits) counts.set(h.system, (counts.get(h.system) ?? 0) + 1);
      for (const [s, n] of Object.entries(res.facetDistribution?.system ?? {})) counts.set(s, (counts.get(s) ?? 0) + n);
      const order = [
        ...new Set([...exact.hits.map((h) => h.system), ...res.hits.map((h) => h.system), ...counts.keys()]),
      ];
      const page = order.slice(q.offset, q.offset + q.limit);
      const perGroup = page.length
        ? await client.multiSearch({
            queries: page.map((s) => ({
              indexUid: nodes.uid,
              q: text,
              filter: [`system = ${v(s)}`, ...exact.exclude],
              limit: q.perGroup,
              showRankingScore: true,
            })),
          })
        : { results: [] };
      const groups = page.map((s, i) => ({
        system: s,
        total: counts.get(s) ?? 0,
        items: [
          ...exact.hits.filter((h) => h.system === s),
          ...(perGroup.results[i]?.hits ?? []).map((h) => toHit(h as Hit<NodeDoc>, normCode(text), false)),
        ].slice(0, q.perGroup),
      }));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        total: Math.min(total, GROUPED_TOTAL_CAP),
        totalCapped: total >= GROUPED_TOTAL_CAP,
        groupCount: order.length,
        groups,
      };
    },

    async apply(ops: IndexOp[]) {
      await ensure();
      const { nodes, systems } = await target();
      const tasks: EnqueuedTaskPromise[] = [];
      for (const op of ops) {
        if (op.op === 'systems')
          tasks.push(
            systems.addDocuments(
              op.systems.map((s) => ({ ...s })),
              { primaryKey: 'id' },
            ),
          );
        else if (op.op === 'remove') tasks.push(nodes.deleteDocuments(op.codes.map((c) => docId(op.system, c))));
        else {
          for (let i = 0; i < op.docs.length; i += PUSH_BATCH) {
            tasks.push(
              nodes.addDocuments(
                op.docs.slice(i, i + PUSH_BATCH).map((d) => ({
                  id: docId(op.system, d.code),
                  system: op.system,
                  code: d.code,
                  code_lower: d.code.toLowerCase(),
                  code_norm: normCode(d.code),
                  title: d.title,
                  level: d.level,
                })),
                { primaryKey: 'id' },
              ),
            );
          }
        }
      }
      await settle(tasks);
    },

    async reset(tx) {
      await ensure();
      await dropIndex(admin, names.next.nodes); // an earlier attempt
      await dropIndex(admin, names.next.systems);
      await settle([
        admin.createIndex(names.next.nodes, { primaryKey: 'id' }),
        admin.createIndex(names.next.systems, { primaryKey: 'id' }),
      ]);
      await configure(names.next);
      await marker.set(tx);
      building = true;
    },

    async caughtUp() {
      if (!(building ?? (await marker.isSet()))) return;
      await swapIn(admin, prefix);
      await marker.clear();
      building = false;
    },

    async drop() {
      for (const uid of [...Object.values(names.live), ...Object.values(names.next)]) await dropIndex(admin, uid);
    },

    async close() {
      /* the client holds no connections between requests */
    },
  };
}
