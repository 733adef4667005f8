import type { Queryable } from '../platform/db.ts';
import { globalStats, auditProvenance } from '../read/stats/queries.ts';
import { getSystem } from '../projections/catalog/queries.ts';
import { guideUri, listGuides } from './guides.ts';

/** Server instructions: a compact orientation from live statistics, pointing to the guide pages. */

export const MAX_INSTRUCTIONS = 4000;

/** Well-known hub systems named in the orientation when this deployment has them. */
const HUBS = ['isic_rev4', 'naics_2022', 'nace_rev2', 'soc_2018', 'isco_08', 'hs_2022', 'icd10cm', 'iso_3166_1'];

const WORKFLOW = `How to work:
1. Find a system: list_classification_systems (country_code, region, kind) or search_systems.
2. Find codes: search_classifications (ranked, typo tolerant, exact codes first), find_by_keyword_all_systems, or classify_business for free text ("long-haul truck driver").
3. Inspect: get_industry, get_ancestors, browse_children, get_siblings, get_subtree_summary, get_sector_overview, get_code_history.
4. Cross systems: get_equivalences (direct edges), translate_code (one target, direct or through one intermediate), translate_across_all_systems.
5. Coverage and scope: compare_sector, get_system_diff, get_crosswalk_coverage, list_crosswalks_by_kind, get_country_taxonomy_profile, get_country_scope, get_audit_report, get_data_quality_report.
Every tool is read-only, every list is capped; failures come back as isError with the next step to try.`;

function guidesBlock(): string {
  return `Guides (read them as resources): ${listGuides()
    .map((g) => `${guideUri(g.slug)} (${g.title})`)
    .join(', ')}.
Other resources: taxonomy://systems, taxonomy://stats, taxonomy://systems/{id}, taxonomy://nodes/{system}/{code}.
Prompts: classify_and_crosswalk, explain_code.`;
}

const n = (x: number) => x.toLocaleString('en-US');

export const FALLBACK_INSTRUCTIONS = trim(
  [
    'Classification knowledge graph: industry, occupation, product/trade, medical and geographic classification systems, their code hierarchies and crosswalks. Call taxonomy://stats for the current figures.',
    WORKFLOW,
    guidesBlock(),
    'Data is informational, not authoritative: check the publisher before relying on a code.',
  ].join('\n\n'),
);

/** Builds the orientation from the read models (one round of small queries). */
export async function buildInstructions(db: Queryable): Promise<string> {
  const [stats, audit, hubs] = await Promise.all([
    globalStats(db),
    auditProvenance(db),
    Promise.all(HUBS.map((id) => getSystem(db, id, { limit: 1 }))),
  ]);
  const kinds = audit.kinds.map((k) => `${n(k.systems)} ${k.kind}`).join(', ');
  const present = hubs.flatMap((s) => (s ? [s] : [])).map((s) => `${s.id} (${s.name}, ${n(s.node_count)} codes)`);
  const head =
    `Classification knowledge graph: ${n(stats.systems)} systems (${kinds || 'none yet'}), ${n(stats.nodes)} codes (${n(stats.leaves)} leaves), ${n(stats.equivalences)} crosswalk edges, ${n(stats.countries)} country profiles.` +
    (stats.systems === 0 ? ' No data has been ingested yet: run `taxonomy ingest <bundle>` first.' : '');
  const hubLine = present.length
    ? `Key systems here: ${present.join('; ')}. ISIC Rev 4 and ISCO-08 are the crosswalk hubs for industries and occupations.`
    : '';
  return trim(
    [
      head,
      hubLine,
      WORKFLOW,
      guidesBlock(),
      'Data is informational, not authoritative: check the publisher before relying on a code.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
}

function trim(s: string): string {
  return s.length <= MAX_INSTRUCTIONS ? s : `${s.slice(0, MAX_INSTRUCTIONS - 1)}…`;
}
