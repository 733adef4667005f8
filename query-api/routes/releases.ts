import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listReleases, releasePosition } from '../../read/releases/releases.ts';
import { diffReleases, DIFF_FILTERS } from '../../read/releases/diff.ts';
import { ReleaseDiff, ReleaseList } from '../../read/releases/shapes.ts';
import { choice } from '../../projections/vocabulary/schema.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { ApiError } from '../problem.ts';
import { PageQuery, responses } from '../schemas.ts';
import { systemNotFound } from './notFound.ts';

const tags = ['releases'];
const releaseId = (what: string) =>
  Type.String({ pattern: '^[0-9]{1,18}$', description: `${what}: a release id from GET /systems/{id}/releases` });

/** GET /systems/{id}/releases and /systems/{id}/releases/{a}/diff/{b}: each release ingested, and what changed between two. */
export const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set

  app.get(
    '/systems/:id/releases',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Every release of a system ingested, oldest first, with its source and counts',
        params: Type.Object({ id: systemIdParam() }),
        querystring: Type.Object(PageQuery),
        response: responses(ReleaseList, 404),
      },
    },
    async (req) => {
      const res = await listReleases(db, req.params.id, req.query);
      if (!res) throw await systemNotFound(db, req.params.id);
      return res;
    },
  );

  app.get(
    '/systems/:id/releases/:a/diff/:b',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Codes added, removed, retitled and moved between two releases of a system',
        description:
          'Nets every change recorded between release a and release b (b earlier than a gives the reverse diff): ' +
          'added and removed codes, and changed ones with `retitled` (old and new title) and `moved` (old and new parent); ' +
          '`changes` says per code what changed, field by field, before → after (title, description, parent). ' +
          '`totals` counts each kind over the whole diff (`described`: descriptions changed); `change` filters the paged list.',
        params: Type.Object({ id: systemIdParam(), a: releaseId('From'), b: releaseId('To') }),
        querystring: Type.Object({
          ...PageQuery,
          change: Type.Optional(choice(DIFF_FILTERS, { description: 'Only codes of this kind' })),
        }),
        response: responses(ReleaseDiff, 404),
      },
    },
    async (req) => {
      const { id, a, b } = req.params;
      const list = await listReleases(db, id, { limit: 1 });
      if (!list) throw await systemNotFound(db, id);
      const [from, to] = await Promise.all([releasePosition(db, id, a), releasePosition(db, id, b)]);
      for (const [v, p, name] of [
        [from, a, 'a'],
        [to, b, 'b'],
      ] as const)
        if (v === null)
          throw new ApiError(
            'NOT_FOUND_RELEASE',
            `${id} has no release '${p}'; GET /api/v1/systems/${id}/releases lists them`,
            {
              parameter: name,
            },
          );
      return diffReleases(db, id, from!, to!, req.query);
    },
  );
};
