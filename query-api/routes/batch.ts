import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { batchLookup } from '../../read/batch/lookup.ts';
import { batchTranslate } from '../../read/batch/translate.ts';
import { batchClassify, batchInputs, classifyEach } from '../../read/batch/classify.ts';
import {
  BatchClassify,
  BatchLookup,
  BatchTranslate,
  ClassifyBody,
  LookupBody,
  TranslateBody,
} from '../../read/batch/shapes.ts';
import { unknownSystems } from '../../projections/catalog/queries.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { chargeItems } from '../plugins/chargeItems.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';
import { sendNdjson, wantsNdjson } from './ndjson.ts';

const tags = ['batch'];
const STREAM =
  ' Each item counts against the rate limit (a batch larger than what is left answers 429 whole). ' +
  'With `accept: application/x-ndjson` the items are streamed, one JSON object per line, in order.';

/** A batch route's schema: its items count against the rate limit (429) and stream as NDJSON when asked. */
const batchSchema = <B extends TSchema>(summary: string, description: string, body: B, answer: TSchema) => ({
  tags,
  summary,
  description: description + STREAM,
  body,
  response: responses(answer, 429),
});

/** POST /batch/lookup, /batch/translate, /batch/classify: many items per call, answered item by item. */
export const batchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const knownSystems = async (ids: string[] | undefined, parameter: string) => {
    const unknown = await unknownSystems(db, ids ?? []);
    if (unknown.length)
      throw badRequest(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`, parameter);
  };

  app.post(
    '/batch/lookup',
    {
      schema: batchSchema(
        `Look up to ${LIMITS.batchMax} codes in one call`,
        'Each item answers with the code (title, parent, level, leaf, child count) or an `error` (unknown system or code); an unknown code never fails the batch.',
        LookupBody,
        BatchLookup,
      ),
    },
    async (req, reply) => {
      await chargeItems(req, reply, req.body.items.length);
      const res = await batchLookup(db, req.body.items);
      return wantsNdjson(req) ? sendNdjson(reply, res.items) : res;
    },
  );

  app.post(
    '/batch/translate',
    {
      schema: batchSchema(
        `Translate up to ${LIMITS.batchMax} codes into one or more target systems`,
        'Each item lists the codes of the target systems its translation reaches, as GET /systems/{id}/nodes/{code}/translations gives them (direct edges first; a group through its descendants, marked `derived: hierarchy` with its `coverage`; else through an intermediate system; at most `max_matches` per target), or an `error`.',
        TranslateBody,
        BatchTranslate,
      ),
    },
    async (req, reply) => {
      const { items, targets, max_matches } = req.body;
      await knownSystems(targets, 'targets');
      await chargeItems(req, reply, items.length);
      const res = await batchTranslate(db, items, [...new Set(targets)], max_matches);
      return wantsNdjson(req) ? sendNdjson(reply, res.items) : res;
    },
  );

  app.post(
    '/batch/classify',
    {
      schema: batchSchema(
        `Classify up to ${LIMITS.batchClassifyMax} texts in one call`,
        'Each item carries the standard and domain matches POST /classify would give for that text (or, given `items`, for that plain or structured input), or an `error`.',
        ClassifyBody,
        BatchClassify,
      ),
    },
    async (req, reply) => {
      await knownSystems(req.body.systems, 'systems');
      await chargeItems(req, reply, batchInputs(req.body).length);
      return wantsNdjson(req)
        ? sendNdjson(reply, classifyEach(app.deps.classifyReads, req.body))
        : batchClassify(app.deps.classifyReads, req.body);
    },
  );
};
