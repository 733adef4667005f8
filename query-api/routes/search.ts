import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createSearchIndex } from '../../projections/search/createSearchIndex.ts';
import { detailsOf, hitContext, hitDetails, systemNames, type HitKey } from '../../projections/search/hitDetails.ts';
import type { SearchHit } from '../../projections/search/port.ts';
import { cleanQuery } from '../../projections/search/text.ts';
import { CACHEABLE } from '../etag.ts';
import { badRequest } from '../problem.ts';
import { Limit, Offset, ref, responses } from '../schemas.ts';

const tags = ['search'];
const CONTEXT_CHILDREN = 10;
const Str = Type.String();
const Int = Type.Integer();

const Querystring = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 500,
    description: 'Words or a code (1–500 characters). Typos are corrected; exact code matches come first.',
  }),
  grouped: Type.Boolean({ default: false, description: 'Group hits by system, with per-system totals' }),
  context: Type.Boolean({
    default: false,
    description: `Add each hit's ancestor path (root first) and its first ${CONTEXT_CHILDREN} children`,
  }),
  system: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^[a-z0-9_]+(,[a-z0-9_]+)*$',
      description: 'Only these systems (comma-separated ids)',
    }),
  ),
  countries: Type.Optional(
    Type.String({
      maxLength: 1000,
      pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$',
      description: 'Only systems that apply to one of these countries (ISO 3166-1 alpha-2, comma-separated)',
    }),
  ),
  kind: Type.Optional(
    Type.Union([Type.Literal('standard'), Type.Literal('domain')], {
      description: 'Only standard classifications or only domain vocabularies',
    }),
  ),
  limit: Limit,
  offset: Offset,
  per_group: Type.Integer({
    minimum: 1,
    maximum: 50,
    default: 5,
    description: 'With grouped=true: hits shown per group (at most 50)',
  }),
});

const Hit = Type.Object({
  system: Str,
  system_name: Str,
  code: Str,
  title: Str,
  level: Int,
  leaf: Type.Boolean(),
  score: Type.Number({
    description:
      'Relevance: higher is better; code matches (10 exact, 5–6 prefix) above title matches (< 3). Comparable within one response.',
  }),
  match: Type.Union([Type.Literal('code'), Type.Literal('code_prefix'), Type.Literal('title')], {
    description: 'What matched: the code, a code starting with the query, or the title',
  }),
  ancestors: Type.Optional(Type.Array(ref('NodeBrief'), { description: 'With context=true: ancestors, root first' })),
  children: Type.Optional(
    Type.Array(ref('NodeBrief'), { description: `With context=true: the first ${CONTEXT_CHILDREN} children` }),
  ),
});
const common = {
  query: Str,
  corrected: Type.Optional(
    Type.String({ description: 'The query as searched after spelling correction, when a word was corrected' }),
  ),
  total: Type.Integer({ description: 'Hits the filters allow (counted up to 10,000; see total_capped)' }),
  total_capped: Type.Boolean({ description: 'True when there are more hits than were counted' }),
  limit: Int,
  offset: Int,
};
const SearchPage = Type.Object({ ...common, items: Type.Array(Hit) });
const SearchGroups = Type.Object({
  ...common,
  group_count: Type.Integer({ description: 'Systems with at least one hit (limit/offset page through the groups)' }),
  groups: Type.Array(
    Type.Object({
      system: Str,
      system_name: Str,
      total: Type.Integer({ description: 'Hits in this system' }),
      items: Type.Array(Hit),
    }),
  ),
});

const list = (s: string | undefined) => (s ? [...new Set(s.split(','))] : undefined);

/** GET /search: ranked, typo-tolerant search across every system, flat or grouped by system. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.pool;
  const index = app.deps.search ?? createSearchIndex(app.deps);
  if (!app.deps.search)
    app.addHook('onClose', async () => {
      await index.close?.();
    });

  /** Hits as the API sends them: system name, leaf flag, and the context when asked, all set-wise. */
  async function decorate(hits: SearchHit[], context: boolean) {
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
        score: h.score,
        match: h.match,
        ...(c ? { ancestors: c.ancestors, children: c.children } : {}),
      };
    });
  }

  async function checkSystems(ids: string[] | undefined) {
    if (!ids) return;
    const { rows } = await db.query<{ id: string }>('SELECT id FROM systems WHERE id = ANY($1::text[])', [ids]);
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw badRequest(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`, 'system');
  }

  app.get(
    '/search',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Search codes and titles across every system (ranked, typo tolerant, exact codes first)',
        description:
          'Filters (system, countries, kind) apply before ranking and paging. With grouped=true, limit and offset page through systems, each with its total and first hits.',
        querystring: Querystring,
        response: { ...responses(Type.Union([SearchPage, SearchGroups])) },
      },
    },
    async (req) => {
      const qs = req.query;
      const q = cleanQuery(qs.q);
      if (!q) throw badRequest('q must contain a non-blank character', 'q');
      const systems = list(qs.system);
      await checkSystems(systems);
      const filters = { systems, countries: list(qs.countries)?.map((c) => c.toUpperCase()), kind: qs.kind };
      if (qs.grouped) {
        const r = await index.searchGrouped({
          q,
          ...filters,
          limit: qs.limit,
          offset: qs.offset,
          perGroup: qs.per_group,
        });
        const names = await systemNames(
          db,
          r.groups.map((g) => g.system),
        );
        const items = await decorate(
          r.groups.flatMap((g) => g.items),
          qs.context,
        );
        let i = 0;
        const groups = r.groups.map((g) => ({
          system: g.system,
          system_name: names.get(g.system) ?? g.system,
          total: g.total,
          items: g.items.map(() => items[i++]),
        }));
        return {
          query: qs.q,
          corrected: r.corrected,
          total: r.total,
          total_capped: r.totalCapped,
          limit: qs.limit,
          offset: qs.offset,
          group_count: r.groupCount,
          groups,
        };
      }
      const r = await index.search({ q, ...filters, limit: qs.limit, offset: qs.offset });
      return {
        query: qs.q,
        corrected: r.corrected,
        total: r.total,
        total_capped: r.totalCapped,
        limit: qs.limit,
        offset: qs.offset,
        items: await decorate(r.items, qs.context),
      };
    },
  );
};
