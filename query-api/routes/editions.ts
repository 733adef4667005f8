import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { migrateCodes, UnknownSuccession } from '../../projections/editions/migrate.ts';
import { MigrateBody, MigrateResult } from '../../projections/editions/shapes.ts';
import { editionDiff } from '../../projections/editions/editionDiff.ts';
import { EditionDiff, EditionDiffQuery, SuccessionList } from '../../projections/editions/editionDiffShapes.ts';
import { successionList } from '../../projections/editions/successions.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { chargeItems } from '../plugins/chargeItems.ts';
import { CACHEABLE } from '../etag.ts';
import { ApiError, badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';

/**
 * POST /batch/migrate: codes of an older edition moved to its successor over the official correspondence;
 * GET /editions and /editions/{from}/{to}/diff: the editions replaced so, and what changed from one to the next.
 */
export const editionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads;
  app.get(
    '/editions',
    {
      config: CACHEABLE,
      schema: {
        tags: ['releases'],
        summary: 'Editions replaced by a successor with an official correspondence (NACE Rev. 2 → Rev. 2.1)',
        response: responses(SuccessionList),
      },
    },
    async () => {
      const items = successionList();
      return { items, total: items.length };
    },
  );
  app.get(
    '/editions/:from/:to/diff',
    {
      config: CACHEABLE,
      schema: {
        tags: ['releases'],
        summary: 'What changed from an edition to its successor, read from the official correspondence',
        description:
          'The release diff across two systems (NACE Rev. 2 → NACE Rev. 2.1 are two systems, not two releases of one): ' +
          'the official correspondence links grouped into connected sets of old and new codes, each named by its shape: ' +
          'unchanged, retitled, renumbered (one to one), split (one to several), merged (several to one), regrouped ' +
          "(several to several), added (a new code no old one leads to) and removed, with both editions' titles and the " +
          "table's rows (match type, common content). `totals` counts the kinds at the chosen level, and the codes whose " +
          'number is new or gone; `level` and `change` filter the paged list.',
        params: Type.Object({
          from: systemIdParam('The older edition, e.g. nace_rev2'),
          to: systemIdParam('Its successor, e.g. nace_rev21'),
        }),
        querystring: Type.Object(EditionDiffQuery),
        response: responses(EditionDiff, 404),
      },
    },
    async (req) => {
      try {
        return await editionDiff(db, { ...req.params, ...req.query });
      } catch (err) {
        if (err instanceof UnknownSuccession)
          throw new ApiError('NOT_FOUND_EDITION', `${err.message}; GET /api/v1/editions lists them`);
        throw err;
      }
    },
  );
  app.post(
    '/batch/migrate',
    {
      schema: {
        tags: ['batch'],
        summary: `Migrate up to ${LIMITS.batchMax} codes of an older edition to its successor (NACE Rev. 2 → Rev. 2.1)`,
        description:
          'Over the official correspondence table: a code with one successor is answered (`one_to_one`, exact or merged); a code split over several ' +
          'returns the candidates with the common content the table states and the other old codes each also takes (`one_to_many`), so a person can choose. ' +
          'Unknown codes are items with status `unknown_code`, never a failed batch. Each code counts against the rate limit.',
        body: MigrateBody,
        response: responses(MigrateResult, 429),
      },
    },
    async (req, reply) => {
      await chargeItems(req, reply, req.body.codes.length);
      try {
        return await migrateCodes(db, req.body);
      } catch (err) {
        if (err instanceof UnknownSuccession) throw badRequest(err.message, 'to');
        throw err;
      }
    },
  );
};
