import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice, nullable, page } from '../vocabulary/schema.ts';
import { KINDS } from '../vocabulary/params.ts';
import { LevelCount, NodeBrief } from './nodeShapes.ts';
import { Succession } from '../editions/editionDiffShapes.ts';

/** The shapes of classification systems, as every door sends them. */

export const SystemSummary = Type.Object({
  id: Str,
  name: Str,
  full_name: NStr,
  region: NStr,
  version: NStr,
  authority: NStr,
  kind: choice(KINDS),
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
    description: 'official_download, structural_derivation, expert_curated or manual_transcription',
  }),
  source_hash: NStr,
  release: NStr,
  tier: Type.Integer({
    minimum: 1,
    maximum: 4,
    description:
      'Authority tier, derived from provenance, authority, kind, crosswalk degree and copies (search ranks by it): 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies',
  }),
  tier_basis: Type.String({ description: 'Why the system has its tier, in a few words' }),
  copy_of: nullable<string>('string', {
    description: 'The standard this system copies code for code (its search hits fold under that standard)',
  }),
});
export type SystemSummary = Static<typeof SystemSummary>;

export const SystemList = page(SystemSummary, { disclaimer: Str });
export type SystemList = Static<typeof SystemList>;

export const SystemDetail = Type.Object({
  ...SystemSummary.properties,
  roots: page(NodeBrief),
  levels: Type.Array(LevelCount, { description: 'Codes per level in the whole system' }),
  successions: Type.Array(Succession, {
    description:
      'The editions this system succeeds (`to` is this system) or is succeeded by (`from` is) with an official correspondence, each with its diff; empty for most systems',
  }),
  disclaimer: Str,
});
export type SystemDetail = Static<typeof SystemDetail>;

export const RegionGroup = Type.Object({
  region: Str,
  count: Type.Integer({ description: 'Systems in the region (all of them, listed or not)' }),
  systems: Type.Array(Type.Object({ id: Str, name: Str, kind: Str, node_count: Int })),
});
export type RegionGroup = Static<typeof RegionGroup>;

export const RegionList = page(RegionGroup, { group_by: choice(['region'] as const), disclaimer: Str });
export type RegionList = Static<typeof RegionList>;

export const SystemStat = Type.Object({
  id: Str,
  name: Str,
  node_count: Int,
  leaf_count: Type.Integer({ description: 'Codes without children' }),
  max_depth: Int,
  root_count: Int,
});
export type SystemStat = Static<typeof SystemStat>;

export const SystemStats = page(SystemStat, {
  totals: Type.Object({ systems: Int, nodes: Int, leaves: Int }, { description: 'Over every system the filter keeps' }),
});
export type SystemStats = Static<typeof SystemStats>;
