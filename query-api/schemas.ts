import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import * as catalog from '../projections/catalog/queries.ts';
import { CodePage } from '../projections/catalog/codePage.ts';
import * as countries from '../projections/countries/shapes.ts';
import * as stats from '../read/stats/shapes.ts';
import * as crosswalks from '../projections/equivalences/shapes.ts';
import * as search from '../projections/search/shapes.ts';
import * as classify from '../projections/classify/shapes.ts';
import * as batch from '../read/batch/shapes.ts';
import * as releases from '../read/releases/shapes.ts';
import * as editions from '../projections/editions/editionDiffShapes.ts';
import * as quality from '../read/quality/crosswalkQualityShapes.ts';
import * as changes from '../projections/changes/shapes.ts';
import * as downloads from '../projections/downloads/shapes.ts';
import { limitParam, offsetParam } from '../projections/vocabulary/params.ts';

/**
 * REST-only schema pieces. The response shapes themselves come from the read layer
 * (projections/<feature>/shapes.ts), the same ones the MCP door declares as output schemas.
 */

/** `limit` and `offset` of a paged list. */
export const PageQuery = { limit: limitParam(), offset: offsetParam() };

const Str = Type.String();
export const Problem = Type.Object(
  {
    type: Str,
    title: Str,
    status: Type.Integer(),
    detail: Str,
    instance: Type.Optional(Str),
    parameter: Type.Optional(Type.String({ description: 'The offending parameter, when one is to blame' })),
    did_you_mean: Type.Optional(catalog.DidYouMean),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json)', additionalProperties: true },
);

/**
 * Shapes the OpenAPI document names (components.schemas) wherever a route's schema contains one:
 * the web app's generated types and readers of the docs refer to them by these names.
 */
export const NAMED_SHAPES: Record<string, TSchema> = {
  NodeBrief: catalog.NodeBrief,
  NodeDetail: catalog.NodeDetail,
  CodeView: catalog.CodeView,
  CodePage,
  Neighbours: catalog.Neighbours,
  Ancestors: catalog.Ancestors,
  LevelCount: catalog.LevelCount,
  Subtree: catalog.Subtree,
  HistoryEntry: catalog.HistoryEntry,
  History: catalog.History,
  CodeOccurrence: catalog.CodeOccurrence,
  Occurrences: catalog.Occurrences,
  CodeRef: catalog.CodeRef,
  DidYouMean: catalog.DidYouMean,
  SystemSummary: catalog.SystemSummary,
  SystemList: catalog.SystemList,
  SystemDetail: catalog.SystemDetail,
  RegionGroup: catalog.RegionGroup,
  RegionList: catalog.RegionList,
  SystemStat: catalog.SystemStat,
  SystemStats: catalog.SystemStats,
  CountrySummary: countries.CountrySummary,
  CountryList: countries.CountryList,
  CountryStat: countries.CountryStat,
  CountryStats: countries.CountryStats,
  CountrySystem: countries.CountrySystem,
  CountryProfile: countries.CountryProfile,
  ScopedSystem: countries.ScopedSystem,
  CountryScope: countries.CountryScope,
  Stats: stats.Stats,
  Audit: stats.Audit,
  Equivalence: crosswalks.Equivalence,
  EquivalenceList: crosswalks.EquivalenceList,
  PathStep: crosswalks.PathStep,
  TranslationSystem: crosswalks.TranslationSystem,
  Translations: crosswalks.Translations,
  PairStat: crosswalks.PairStat,
  EquivalenceStats: crosswalks.EquivalenceStats,
  GroupRef: crosswalks.GroupRef,
  CompareGroup: crosswalks.CompareGroup,
  Comparison: crosswalks.Comparison,
  Section: crosswalks.Section,
  Sections: crosswalks.Sections,
  UnmappedCode: crosswalks.UnmappedCode,
  Diff: crosswalks.Diff,
  CrosswalkGraph: crosswalks.CrosswalkGraph,
  CrosswalkQuality: quality.CrosswalkQuality,
  Hit: search.Hit,
  SearchPage: search.SearchPage,
  SearchGroups: search.SearchGroups,
  Match: classify.Match,
  ClassifyResult: classify.ClassifyResult,
  BatchLookup: batch.BatchLookup,
  BatchTranslate: batch.BatchTranslate,
  BatchClassify: batch.BatchClassify,
  Release: releases.Release,
  ReleaseList: releases.ReleaseList,
  DiffEntry: releases.DiffEntry,
  ReleaseDiff: releases.ReleaseDiff,
  EditionDiffEntry: editions.EditionDiffEntry,
  EditionDiff: editions.EditionDiff,
  SuccessionList: editions.SuccessionList,
  Change: changes.Change,
  ChangePage: changes.ChangePage,
  DownloadFile: downloads.DownloadFile,
  DownloadList: downloads.DownloadList,
};

/** Registers the problem shape (referred to by `$ref: 'Problem'` in every error response). */
export function registerSchemas(app: FastifyInstance): void {
  if (!app.getSchema('Problem')) app.addSchema(Problem);
}

/** Problem responses for the given statuses, as application/problem+json. */
export function problems(...statuses: number[]): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const s of statuses) {
    out[s] = {
      description: PROBLEM_TEXT[s] ?? 'Error',
      content: { 'application/problem+json': { schema: Type.Ref('Problem') } },
    };
  }
  return out;
}
const PROBLEM_TEXT: Record<number, string> = {
  400: 'Bad parameter (problem+json names it)',
  401: 'The credential sent is malformed, unknown, expired or revoked (never treated as anonymous)',
  403: 'The credential may not do this',
  404: 'Unknown system, code or country (problem+json says what you may have meant)',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  415: 'Unsupported request content type',
  429: 'Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide)',
  503: 'A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds',
};

/** Standard response map: 200 with `ok`, plus problem+json for the given statuses (400 always). */
export function responses(ok: TSchema, ...errors: number[]): Record<number, unknown> {
  return { 200: ok, ...problems(400, ...errors) };
}
