import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';

/**
 * Shared request and response shapes. Each named shape is registered once (`registerSchemas`) and
 * referred to by `ref('Name')`, so the OpenAPI document lists them under components.schemas.
 */
const Str = Type.String();
// Nullable scalars as `type: [x, 'null']` (valid OpenAPI 3.1): the serializer handles a type list
// directly, where an anyOf would be validated branch by branch on every response.
const nullable = <T>(type: string, extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...extra } as never);
const NStr = nullable<string>('string');
const choice = <T extends string>(values: T[], extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: values, ...extra } as never);
const Int = Type.Integer();
const NInt = nullable<number>('integer');

export const ref = (id: string) => Type.Ref(id);

// ---------- request parts (inline, so route handlers get typed params) ----------
const NO_NUL = '^[^\\u0000]+$';
export const SystemIdParam = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: NO_NUL,
  description: 'System id, e.g. naics_2022',
});
export const CodeParam = Type.String({
  minLength: 1,
  maxLength: 300,
  pattern: NO_NUL,
  description: 'Code exactly as published, URL-encoded (e.g. A%2FB for A/B)',
});
export const CountryParam = Type.String({
  minLength: 1,
  maxLength: 10,
  pattern: NO_NUL,
  description: 'ISO 3166-1 alpha-2 code (any case)',
});
export const Limit = Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'Page size (at most 500)' });
export const Offset = Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0, description: 'Items to skip' });
export const PageQuery = { limit: Limit, offset: Offset };
export const TextQuery = Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL });

/** A page of `item`s: {items, total, limit, offset}. */
export const page = (item: TSchema, extra: Record<string, TSchema> = {}) =>
  Type.Object({ items: Type.Array(item), total: Int, limit: Int, offset: Int, ...extra });

// ---------- named shapes ----------
const Problem = Type.Object(
  {
    type: Str,
    title: Str,
    status: Int,
    detail: Str,
    instance: Type.Optional(Str),
    parameter: Type.Optional(Type.String({ description: 'The offending parameter, when one is to blame' })),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json)', additionalProperties: true },
);

const NodeBrief = Type.Object(
  { code: Str, title: Str, level: Int, parent: NStr, leaf: Type.Boolean(), child_count: Int },
  { $id: 'NodeBrief' },
);
const LevelCount = Type.Object({ level: Int, count: Int }, { $id: 'LevelCount' });
const systemFields = {
  id: Str,
  name: Str,
  full_name: NStr,
  region: NStr,
  version: NStr,
  authority: NStr,
  kind: choice(['standard', 'domain']),
  country_codes: Type.Array(Str),
  node_count: Int,
  leaf_count: Int,
  max_depth: Int,
  root_count: Int,
  url: NStr,
  source_url: NStr,
  source_date: NStr,
  license: NStr,
  provenance: nullable<string>('string', {
    description: 'Provenance tier: official_download, structural_derivation, expert_curated, manual_transcription',
  }),
  source_hash: NStr,
  release: NStr,
};
const SystemSummary = Type.Object(systemFields, { $id: 'SystemSummary' });
const SystemDetail = Type.Object(
  {
    ...systemFields,
    roots: page(ref('NodeBrief')),
    levels: Type.Array(ref('LevelCount')),
    disclaimer: Str,
  },
  { $id: 'SystemDetail' },
);
const RegionGroup = Type.Object(
  {
    region: Str,
    count: Int,
    systems: Type.Array(Type.Object({ id: Str, name: Str, kind: Str, node_count: Int })),
  },
  { $id: 'RegionGroup' },
);
const SystemStat = Type.Object(
  { id: Str, name: Str, node_count: Int, leaf_count: Int, max_depth: Int, root_count: Int },
  { $id: 'SystemStat' },
);

const NodeDetail = Type.Object(
  {
    system: Str,
    system_name: Str,
    code: Str,
    title: Str,
    description: NStr,
    parent: NStr,
    level: Int,
    leaf: Type.Boolean(),
    child_count: Int,
    subtree_size: Int,
    authority_url: nullable<string>('string', { description: "The authority's page for this code, where known" }),
    disclaimer: Str,
  },
  { $id: 'NodeDetail' },
);
const Subtree = Type.Object(
  {
    system: Str,
    code: Str,
    node_count: Int,
    leaf_count: Int,
    depth: Type.Integer({ description: 'Levels in the subtree, the node included (1 for a leaf)' }),
    levels: Type.Array(ref('LevelCount')),
  },
  { $id: 'Subtree' },
);
const HistoryEntry = Type.Object(
  {
    position: Int,
    release: NStr,
    ingestion_id: NStr,
    change: choice(['added', 'changed', 'removed']),
    fields: nullable<string[]>('array', { items: { type: 'string' } }),
    title: NStr,
    at: Str,
  },
  { $id: 'HistoryEntry' },
);
const CodeOccurrence = Type.Object(
  { system: Str, system_name: Str, code: Str, title: Str, level: Int, parent: NStr, leaf: Type.Boolean() },
  { $id: 'CodeOccurrence' },
);

const CodeRef = Type.Object({ system: Str, code: Str, title: Str }, { $id: 'CodeRef' });
const MatchType = Type.String({ description: 'exact, partial, broad or narrow' });
const Equivalence = Type.Object(
  {
    system: Str,
    system_name: NStr,
    code: Str,
    title: NStr,
    match_type: MatchType,
    direction: choice(['out', 'in', 'both'], {
      description: 'Edge ingested from this code (out), to it (in), or both',
    }),
  },
  { $id: 'Equivalence' },
);
const PathStep = Type.Object({ system: Str, code: Str }, { $id: 'PathStep' });
const TranslationSystem = Type.Object(
  {
    system: Str,
    name: NStr,
    direct: Type.Boolean(),
    hops: Int,
    via: Type.Array(Str, { description: 'Intermediate systems of the first match, in order (empty when direct)' }),
    match_count: Int,
    truncated: Type.Boolean(),
    matches: Type.Array(
      Type.Object({ code: Str, title: NStr, match_type: MatchType, path: Type.Array(ref('PathStep')) }),
    ),
  },
  { $id: 'TranslationSystem' },
);
const Translations = Type.Object(
  {
    source: ref('CodeRef'),
    max_hops: Int,
    systems: Type.Array(ref('TranslationSystem')),
    total_systems: Int,
    truncated: Type.Boolean(),
  },
  { $id: 'Translations' },
);
const PairStat = Type.Object(
  { source_system: Str, target_system: Str, edges: Int, exact: Int, partial: Int, broad: Int, narrow: Int },
  { $id: 'PairStat' },
);
const GroupRef = Type.Object({ code: Str, title: NStr, edges: Int }, { $id: 'GroupRef' });
const CompareGroup = Type.Object(
  { code: Str, title: NStr, edges: Int, targets: Type.Array(ref('GroupRef')) },
  { $id: 'CompareGroup' },
);
const Section = Type.Object(
  { a_group: Str, a_title: NStr, b_group: Str, b_title: NStr, edges: Int },
  { $id: 'Section' },
);
const UnmappedCode = Type.Object({ code: Str, title: Str, level: Int, leaf: Type.Boolean() }, { $id: 'UnmappedCode' });
const CrosswalkGraph = Type.Object(
  {
    a: Str,
    b: Str,
    limit: Int,
    total_edges: Int,
    truncated: Type.Boolean(),
    nodes: Type.Array(Type.Object({ id: Str, system: Str, code: Str, title: NStr, level: NInt })),
    edges: Type.Array(Type.Object({ source: Str, target: Str, match_type: MatchType })),
  },
  { $id: 'CrosswalkGraph' },
);

const CountrySummary = Type.Object({ code: Str, name: NStr, system_count: Int }, { $id: 'CountrySummary' });
const CountryStat = Type.Object(
  { code: Str, name: NStr, systems: Int, nodes: Int, official: Int, regional: Int, recommended: Int, historical: Int },
  { $id: 'CountryStat' },
);
const CountryProfile = Type.Object(
  {
    code: Str,
    name: NStr,
    system_count: Int,
    node_count: Int,
    groups: Type.Array(
      Type.Object({
        kind: Str,
        count: Int,
        node_count: Int,
        systems: Type.Array(
          Type.Object({ id: Str, name: Str, relevance: Str, derivation: NStr, node_count: Int, region: NStr }),
        ),
      }),
    ),
  },
  { $id: 'CountryProfile' },
);

const Stats = Type.Object(
  {
    systems: Int,
    nodes: Int,
    leaves: Int,
    equivalences: Type.Integer({ description: 'Crosswalk edges as ingested (directed)' }),
    countries: Int,
    events: Type.Integer({ description: 'Position in the event log the read models reflect' }),
    last_ingestion: Type.Union([
      Type.Object({
        id: Str,
        source: Str,
        kind: Str,
        status: Str,
        started_at: Str,
        finished_at: NStr,
        counts: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'Stats' },
);
const Tally = (key: string) => Type.Array(Type.Object({ [key]: Str, systems: Int, nodes: Int }));
const Audit = Type.Object(
  { tiers: Tally('provenance'), licenses: Tally('license'), kinds: Tally('kind') },
  { $id: 'Audit' },
);

export const SHARED_SCHEMAS = [
  Problem,
  NodeBrief,
  LevelCount,
  SystemSummary,
  SystemDetail,
  RegionGroup,
  SystemStat,
  NodeDetail,
  Subtree,
  HistoryEntry,
  CodeOccurrence,
  CodeRef,
  Equivalence,
  PathStep,
  TranslationSystem,
  Translations,
  PairStat,
  GroupRef,
  CompareGroup,
  Section,
  UnmappedCode,
  CrosswalkGraph,
  CountrySummary,
  CountryStat,
  CountryProfile,
  Stats,
  Audit,
];

/** Registers every named shape on the instance (call once, before the routes that refer to them). */
export function registerSchemas(app: FastifyInstance): void {
  for (const s of SHARED_SCHEMAS) if (!app.getSchema((s as unknown as { $id: string }).$id)) app.addSchema(s);
}

/** Problem responses for the given statuses, as application/problem+json. */
export function problems(...statuses: number[]): Record<number, unknown> {
  const out: Record<number, unknown> = {};
  for (const s of statuses) {
    out[s] = {
      description: PROBLEM_TEXT[s] ?? 'Error',
      content: { 'application/problem+json': { schema: ref('Problem') } },
    };
  }
  return out;
}
const PROBLEM_TEXT: Record<number, string> = {
  400: 'Bad parameter (problem+json names it)',
  404: 'Unknown system, code or country',
  429: 'Rate limited',
};

/** Standard response map: 200 with `ok`, plus problem+json for the given statuses (400 always). */
export function responses(ok: TSchema, ...errors: number[]): Record<number, unknown> {
  return { 200: ok, ...problems(400, ...errors) };
}
