import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { migrateCodes, UnknownSuccession } from '../../projections/editions/migrate.ts';
import { MigrateBody, MigrateResult } from '../../projections/editions/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { chargeItems } from '../plugins/chargeItems.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';

/** POST /batch/migrate: codes of an older edition moved to its successor over the official correspondence. */
export const editionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads;
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
