import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { systemExists } from '../../projections/catalog/queries.ts';
import {
  Comparison,
  CrosswalkGraph,
  Diff,
  DiffLevel,
  EquivalenceList,
  EquivalenceStats,
  Sections,
  Translations,
} from '../../projections/equivalences/shapes.ts';
import {
  codeParam,
  includeDomainParam,
  limitParam,
  maxMatchesParam,
  systemIdParam,
} from '../../projections/vocabulary/params.ts';
import {
  compareSystems,
  crosswalkGraph,
  crosswalkSections,
  diffSystems,
  equivalenceStats,
  listEquivalences,
} from '../../projections/equivalences/queries.ts';
import { translationsOf } from '../../read/translations.ts';
import { TRANSLATION_DEFAULTS } from '../../projections/equivalences/translations.ts';
import { CACHEABLE } from '../etag.ts';
import { badRequest } from '../problem.ts';
import { crosswalkQuality } from '../../read/quality/crosswalkQuality.ts';
import { CrosswalkQuality } from '../../read/quality/crosswalkQualityShapes.ts';
import { PageQuery, responses } from '../schemas.ts';
import { nodeNotFound, systemNotFound } from './notFound.ts';
import type { Queryable } from '../../platform/db.ts';

const tags = ['crosswalks'];
const nodeParams = Type.Object({ id: systemIdParam(), code: codeParam() });
const pairQuery = Type.Object({ a: systemIdParam(), b: systemIdParam(), ...PageQuery });
const pairParams = Type.Object({ id: systemIdParam(), b: systemIdParam() });

async function bothExist(db: Queryable, a: string, b: string, names: [string, string] = ['a', 'b']): Promise<void> {
  const [ea, eb] = await Promise.all([systemExists(db, a), systemExists(db, b)]);
  if (!ea) throw await systemNotFound(db, a, names[0]);
  if (!eb) throw await systemNotFound(db, b, names[1]);
}

/** A read of a system pair, answered once both systems exist (else 404 naming the parameter of the missing one). */
async function readPair<Q, R>(
  db: Queryable,
  [a, b]: [string, string],
  query: Q,
  read: (db: Queryable, a: string, b: string, query: Q) => Promise<R>,
  names?: [string, string],
): Promise<R> {
  await bothExist(db, a, b, names);
  return read(db, a, b, query);
}

/** Equivalences of a code, translations across systems, and system-pair views (stats, compare, diff, sections, graph). */
export const crosswalkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set

  app.get(
    '/systems/:id/nodes/:code/equivalences',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: "A code's crosswalk edges in both directions, with match type and the other side's title",
        params: nodeParams,
        querystring: Type.Object({ ...PageQuery, system: Type.Optional(systemIdParam()) }),
        response: responses(EquivalenceList, 404),
      },
    },
    async (req) => {
      const r = await listEquivalences(db, req.params.id, req.params.code, {
        ...req.query,
        target_system: req.query.system,
      });
      if (!r) throw await nodeNotFound(db, req.params.id, req.params.code);
      return r;
    },
  );

  app.get(
    '/systems/:id/nodes/:code/translations',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Every system a code translates into, directly or through intermediate systems (with the path)',
        description:
          'Breadth-first over systems along crosswalk edges in both directions; a system already reached is never revisited, so there are no loops. ' +
          'A group code also translates through its descendants: per target code, how many of its leaves reach it (`coverage`), the type derived from that (a group covered in part is never exact), marked `derived: hierarchy`; and a target group every child of which is reached is listed (rolled up). ' +
          'Bounded: `max_hops` edges (default 2), `limit` systems (default 50), `max_matches` codes per system (default 20); `truncated` says when a bound cut the answer.',
        params: nodeParams,
        querystring: Type.Object({
          max_hops: Type.Integer({ minimum: 1, maximum: 3, default: TRANSLATION_DEFAULTS.max_hops }),
          limit: limitParam('systems', TRANSLATION_DEFAULTS.max_systems),
          max_matches: maxMatchesParam(TRANSLATION_DEFAULTS.max_matches),
          include: includeDomainParam(),
        }),
        response: responses(Translations, 404),
      },
    },
    async (req, reply) => {
      const args = {
        max_hops: req.query.max_hops,
        max_systems: req.query.limit,
        max_matches: req.query.max_matches,
        include_domain: req.query.include === 'domain',
      };
      const answer = await translationsOf(db, req.params.id, req.params.code, args);
      if (!answer) throw await nodeNotFound(db, req.params.id, req.params.code);
      if ('walked' in answer) return answer.walked;
      // a stored answer (the defaults, asked of a linked code, read models unchanged): its bytes as they are
      return reply.type('application/json; charset=utf-8').header('etag', answer.stored.etag).send(answer.stored.json);
    },
  );

  app.get(
    '/crosswalks/:a/:b/quality',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'How far to trust the crosswalk between two systems: sources, types, coverage, repairs',
        description:
          'One card per system pair: edges by provenance (official, curated, derived; and the groups translated through the hierarchy) and by source, ' +
          'the match types read from a, leaf coverage both ways with the first unmapped leaves (GET /diff pages all of them), the repairs and ' +
          'contradictions `ingest --official` applied, edges between otherwise unrelated top-level groups, the last change, and the downloads (SSSOM, Turtle, CSV).',
        params: Type.Object({ a: systemIdParam(), b: systemIdParam() }),
        response: responses(CrosswalkQuality, 400, 404),
      },
    },
    async (req) => {
      const { a, b } = req.params;
      if (a === b) throw badRequest('a and b must be two different systems');
      await bothExist(db, a, b);
      return crosswalkQuality(db, a, b, (await app.deps.repairs?.()) ?? []);
    },
  );

  app.get(
    '/equivalences/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Edges per system pair and per match type, largest first',
        querystring: Type.Object({ ...PageQuery, system: Type.Optional(systemIdParam()) }),
        response: responses(EquivalenceStats),
      },
    },
    async (req) => equivalenceStats(db, req.query),
  );

  app.get(
    '/compare',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Side by side at top level: for each top-level group of a, the groups of b its codes map to',
        description:
          'The top-level groups of `a` are paged with `limit`/`offset`; `total_edges` counts the distinct code pairs joined in either direction.',
        querystring: pairQuery,
        response: responses(Comparison, 404),
      },
    },
    async (req) => readPair(db, [req.query.a, req.query.b], req.query, compareSystems),
  );

  app.get(
    '/diff',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Leaf codes of a with no mapping into b, and of b with none into a (paginated alike)',
        description: '`level=all` lists every unmapped code, parents included; the answer says which (`level`).',
        querystring: Type.Object({ ...pairQuery.properties, level: Type.Optional(DiffLevel) }),
        response: responses(Diff, 404),
      },
    },
    async (req) => readPair(db, [req.query.a, req.query.b], req.query, diffSystems),
  );

  app.get(
    '/systems/:id/crosswalk/:b/sections',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Edges between system id and system b grouped by the top-level groups of both sides, largest first',
        params: pairParams,
        querystring: Type.Object(PageQuery),
        response: responses(Sections, 404),
      },
    },
    async (req) => readPair(db, [req.params.id, req.params.b], req.query, crosswalkSections, ['id', 'b']),
  );

  app.get(
    '/systems/:id/crosswalk/:b/graph',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Nodes and edges of a crosswalk for drawing: at most `limit` edges, `truncated` when there are more',
        params: pairParams,
        querystring: Type.Object({
          limit: limitParam('edges'),
          a_group: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 100,
              description: "Only edges from this top-level group of id (a section's a_group)",
            }),
          ),
          b_group: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 100,
              description: "Only edges into this top-level group of b (a section's b_group)",
            }),
          ),
        }),
        response: responses(CrosswalkGraph, 404),
      },
    },
    async (req) => readPair(db, [req.params.id, req.params.b], req.query, crosswalkGraph, ['id', 'b']),
  );
};
