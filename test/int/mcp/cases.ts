/**
 * One valid and one invalid call per tool against the sample corpus, with what a user would check.
 * `ok` receives the structuredContent of the valid call; `bad` must come back as isError whose
 * text matches `badText` (a next step for the agent), never as a protocol error.
 */
export interface ToolCase {
  valid: Record<string, unknown>;
  ok: (s: any) => boolean | string;
  invalid: Record<string, unknown>;
  badText: RegExp;
}

const has = (list: any[], pred: (x: any) => boolean) => Array.isArray(list) && list.some(pred);

export const CASES: Record<string, ToolCase> = {
  list_classification_systems: {
    valid: { country_code: 'us', kind: 'standard' },
    ok: (s) =>
      has(s.items, (x) => x.id === 'naics_2022') &&
      s.items.every((x: any) => x.kind === 'standard') &&
      !has(s.items, (x) => x.id === 'nace_rev2'),
    invalid: { kind: 'official' },
    badText: /kind/i,
  },
  search_systems: {
    valid: { query: 'naics' },
    ok: (s) => s.items[0]?.id === 'naics_2022',
    invalid: { query: '' },
    badText: /query/i,
  },
  get_industry: {
    valid: { system_id: 'naics_2022', code: '484' },
    ok: (s) => s.title === 'Truck Transportation' && s.parent === '48-49' && s.leaf === false,
    invalid: { system_id: 'naics_2022', code: '48419' },
    badText: /Closest codes in naics_2022: 4841 /,
  },
  browse_children: {
    valid: { system_id: 'naics_2022', parent_code: '484' },
    ok: (s) => s.total === 2 && has(s.items, (c) => c.code === '4841'),
    invalid: { system_id: 'naics', parent_code: '484' },
    badText: /Unknown system_id 'naics'.*naics_2022.*list_classification_systems/,
  },
  get_ancestors: {
    valid: { system_id: 'naics_2022', code: '484110' },
    ok: (s) => [...s.ancestors.map((p: any) => p.code), s.code].join(',') === '48-49,484,4841,48411,484110',
    invalid: { system_id: 'naics_2022', code: 'no-such-code' },
    badText: /not in naics_2022/,
  },
  get_siblings: {
    valid: { system_id: 'naics_2022', code: '4841' },
    ok: (s) => s.total === 1 && s.items[0].code === '4842',
    invalid: { system_id: 'naics_2022', code: '4841', limit: 501 },
    badText: /limit/i,
  },
  get_subtree_summary: {
    valid: { system_id: 'naics_2022', code: '484' },
    ok: (s) => s.node_count === 14 && s.leaf_count > 0 && s.levels[0].level === 2,
    invalid: { system_id: 'naics_2022' },
    badText: /code/i,
  },
  get_sector_overview: {
    valid: { system_id: 'naics_2022' },
    ok: (s) => s.roots.total === 20 && has(s.roots.items, (r) => r.code === '48-49'),
    invalid: { system_id: 'NAICS 2022' },
    badText: /system/i,
  },
  explore_industry_tree: {
    valid: { query: 'general freight trucking', system_id: 'naics_2022' },
    ok: (s) => has(s.items, (h) => h.code.startsWith('4841') && h.ancestors[0]?.code === '48-49'),
    invalid: { query: 'trucking', system_id: 'no_such_system' },
    badText: /list_classification_systems/,
  },
  search_classifications: {
    valid: { query: 'truck transportation', system_ids: ['naics_2022'] },
    ok: (s) => has(s.items, (h) => h.code === '484'),
    invalid: { query: 'truck', limit: 1000 },
    badText: /limit/i,
  },
  find_by_keyword_all_systems: {
    valid: { query: 'freight' },
    ok: (s) => s.group_count >= 2 && has(s.groups, (g) => g.system === 'naics_2022'),
    invalid: { query: 'freight', limit_per_system: 0 },
    badText: /limit_per_system/i,
  },
  resolve_ambiguous_code: {
    valid: { code: '4923' },
    ok: (s) => has(s.items, (m) => m.system === 'isic_rev4'),
    invalid: { code: '' },
    badText: /code/i,
  },
  get_equivalences: {
    valid: { system_id: 'naics_2022', code: '484110' },
    ok: (s) => has(s.items, (e) => e.system === 'isic_rev4' && e.code === '4923' && e.match_type === 'partial'),
    invalid: { system_id: 'naics_2022', code: '4841100' },
    badText: /Closest codes/,
  },
  translate_code: {
    valid: { source_system: 'naics_2022', source_code: '484110', target_system: 'nace_rev2' },
    ok: (s) =>
      s.found &&
      !s.translation.direct &&
      s.translation.via.some((v: string) => v.startsWith('isic_rev4:')) &&
      has(s.translation.matches, (m) => m.code === '49.41'),
    invalid: { source_system: 'naics_2022', source_code: '484110', target_system: 'nace' },
    badText: /Unknown target_system 'nace'.*nace_rev2/,
  },
  translate_across_all_systems: {
    valid: { system_id: 'naics_2022', code: '484110' },
    ok: (s) =>
      has(s.systems, (t) => t.system === 'isic_rev4' && t.direct) &&
      has(s.systems, (t) => !t.direct && t.via.length > 0),
    invalid: { system_id: 'naics_2022', code: 'zzz' },
    badText: /not in naics_2022/,
  },
  compare_sector: {
    valid: { system_id_a: 'isic_rev4', system_id_b: 'nace_rev2' },
    ok: (s) => s.total_edges > 0 && has(s.items, (g) => g.targets.length > 0),
    invalid: { system_id_a: 'isic_rev4', system_id_b: 'isic_rev4' },
    badText: /two different systems/,
  },
  get_system_diff: {
    valid: { system_id_a: 'naics_2022', system_id_b: 'isic_rev4', limit: 10 },
    ok: (s) => s.a_unmapped.total > 0 && s.a_unmapped.items.length === 10,
    invalid: { system_id_a: 'naics_2022', system_id_b: 'isic' },
    badText: /Unknown system_id_b/,
  },
  get_crosswalk_coverage: {
    valid: { system_id: 'naics_2022' },
    ok: (s) => has(s.items, (p) => p.source_system === 'naics_2022' && p.target_system === 'isic_rev4'),
    invalid: { system_id: 'nope_1' },
    badText: /list_classification_systems/,
  },
  get_crosswalk_quality: {
    valid: { system_id_a: 'naics_2022', system_id_b: 'isic_rev4' },
    ok: (s) =>
      s.edges > 0 &&
      s.a.leaves > 0 &&
      s.a.mapped_leaves + s.a.unmapped_leaves === s.a.leaves &&
      s.provenance.hierarchy > 0 &&
      s.downloads.csv.endsWith('.csv'),
    invalid: { system_id_a: 'naics_2022', system_id_b: 'isic' },
    badText: /Unknown system_id_b/,
  },
  migrate_codes: {
    // the sample has no NACE Rev. 2.1: the code is answered, as not migrated (test/int/api/editions.test.ts
    // migrates with the official files)
    valid: { codes: ['49.41'] },
    ok: (s) => s.from === 'nace_rev2' && s.to === 'nace_rev21' && s.total === 1 && s.items.length === 1,
    invalid: { from: 'naics_2022', to: 'nace_rev21', codes: ['484'] },
    badText: /no official correspondence/,
  },
  get_edition_diff: {
    // the sample has no NACE Rev. 2.1: said so, nothing listed as removed (test/int/api/editionDiff.test.ts diffs
    // with the official files)
    valid: { from: 'nace_rev2', to: 'nace_rev21', level: 4, limit: 5 },
    ok: (s) => s.from === 'nace_rev2' && s.missing.join() === 'nace_rev21' && s.total === 0 && s.totals.removed === 0,
    invalid: { from: 'naics_2022', to: 'nace_rev21' },
    badText: /no official correspondence/,
  },
  list_crosswalks_by_kind: {
    valid: { edge_kind: 'domain_standard', sample_limit: 3 },
    ok: (s) => s.kinds[0].edges > 0 && s.kinds[0].samples.length === 3,
    invalid: { edge_kind: 'mixed' },
    badText: /edge_kind/,
  },
  describe_match_types: {
    valid: {},
    ok: (s) =>
      s.match_types.map((m: any) => m.match_type).join() === 'exact,partial,broad,narrow' &&
      s.match_types[0].edges === 1965 &&
      /broad \+ narrow = related/.test(s.chains), // as translations compose them (matchTypes.ts composeMatch)
    invalid: { ignored: true },
    badText: /^$/, // no input: nothing can be invalid (unknown keys are dropped)
  },
  get_leaf_count: {
    valid: { system_id: 'naics_2022' },
    ok: (s) => s.totals.nodes === 2125 && s.totals.leaves === 1012 && s.items[0].id === 'naics_2022',
    invalid: { system_id: 'naics_2099' },
    badText: /naics_2022/,
  },
  get_region_mapping: {
    valid: { systems_per_region: 2 },
    ok: (s) =>
      has(s.items, (r) => r.region === 'North America' && r.systems.some((x: any) => x.id === 'naics_2022')) &&
      has(s.items, (r) => r.count > 2 && r.systems.length === 2),
    invalid: { systems_per_region: 0 },
    badText: /systems_per_region/,
  },
  get_country_taxonomy_profile: {
    valid: { country_code: 'US', limit: 8 },
    ok: (s) =>
      s.by_relevance.official === 7 &&
      s.groups[0].kind === 'standard' &&
      s.groups[0].systems.length === 8 &&
      s.groups[0].count === 16 &&
      s.groups[0].systems.slice(0, 5).every((x: any) => x.relevance === 'official') &&
      s.groups[0].systems[5].id === 'sic_1987' &&
      s.groups[0].systems[5].relevance === 'historical',
    invalid: { country_code: 'XX' },
    badText: /Unknown country code 'XX'/,
  },
  get_country_scope: {
    valid: { countries: ['US', 'DE'] },
    ok: (s) =>
      has(s.country_specific, (x) => x.id === 'naics_2022') &&
      has(s.country_specific, (x) => x.id === 'nace_rev2') &&
      has(s.global, (x) => x.id === 'isco_08'),
    invalid: { countries: [] },
    badText: /countries/,
  },
  classify_business: {
    valid: { text: 'long-haul truck driver and a bakery', countries: ['US'] },
    ok: (s) =>
      has(s.standard_matches, (m) => m.system === 'isco_08' && m.code === '8332') &&
      has(s.standard_matches, (m) => m.system === 'naics_2022' && m.code === '311811') &&
      s.segments.length === 2 &&
      s.standard_matches.every((m: any) => m.system !== 'nace_rev2'),
    invalid: { text: 'x'.repeat(2001) },
    badText: /text/,
  },
  get_audit_report: {
    valid: {},
    ok: (s) => s.totals.systems === 25 && has(s.tiers, (t) => t.provenance === 'official_download'),
    invalid: { ignored: true },
    badText: /^$/,
  },
  get_data_quality_report: {
    valid: { system_id: 'nace_rev2' },
    ok: (s) =>
      has(s.checks, (c) => c.kind === 'duplicate_sibling_titles' && has(c.items, (f) => f.codes.includes('10.12'))),
    invalid: { system_id: 'nace' },
    badText: /Unknown system_id 'nace'.*nace_rev2/,
  },
  get_code_history: {
    valid: { system_id: 'naics_2022', code: '484' },
    ok: (s) => s.current && s.first_release?.release === '2022' && s.items.every((e: any) => e.change !== 'added'),
    invalid: { system_id: 'naics_2022', code: '9999999' },
    badText: /not in naics_2022/,
  },
  batch_lookup: {
    valid: {
      items: [
        { system: 'naics_2022', code: '484' },
        { system: 'naics_2022', code: 'NOPE' },
      ],
    },
    ok: (s) => s.total === 2 && s.items[0].title === 'Truck Transportation' && s.items[1].error?.status === 404,
    invalid: { items: [] },
    badText: /items/,
  },
  batch_translate: {
    valid: { items: [{ system: 'naics_2022', code: '484110' }], targets: ['isic_rev4'] },
    ok: (s) => has(s.items[0].matches, (m) => m.system === 'isic_rev4' && m.code === '4923'),
    invalid: { items: [{ system: 'naics_2022', code: '484110' }], targets: ['isic_rev5'] },
    badText: /isic_rev5/,
  },
  batch_classify: {
    valid: { texts: ['bakery'], systems: ['naics_2022'] },
    ok: (s) => has(s.items[0].standard_matches, (m) => m.code === '311811'),
    invalid: { texts: [] },
    badText: /texts/,
  },
};

/** Tools without inputs: their "invalid" call only shows unknown arguments are ignored, not rejected. */
export const NO_INPUT = new Set(['describe_match_types', 'get_audit_report']);
