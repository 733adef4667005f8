import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tools } from '../../../mcp/tools/index.ts';
import { listGuides } from '../../../mcp/guides.ts';
import { ROOT } from '../../helpers/sampleApp.ts';

/** The tool names issue 6 fixes: agents configured for similar services call these. */
const ISSUE_6 = `list_classification_systems search_systems get_industry browse_children get_ancestors get_siblings
  get_subtree_summary get_sector_overview explore_industry_tree search_classifications find_by_keyword_all_systems
  resolve_ambiguous_code get_equivalences translate_code translate_across_all_systems compare_sector get_system_diff
  get_crosswalk_coverage list_crosswalks_by_kind describe_match_types get_leaf_count get_region_mapping
  get_country_taxonomy_profile get_country_scope classify_business get_audit_report get_code_history`.split(/\s+/);

/** Batch tools (issue 21). */
const ISSUE_21 = ['batch_lookup', 'batch_translate', 'batch_classify'];

/** Data quality (issue 14). */
const ISSUE_14 = ['get_data_quality_report'];

/** A crosswalk's quality card (issue 36). */
const ISSUE_36 = ['get_crosswalk_quality'];

/** Editions (issue 37). */
const ISSUE_37 = ['migrate_codes', 'get_edition_diff'];

t.test(
  'the registry holds the 27 tools of issue 6, the batch tools, the quality reports, the migration and the edition diff, each once',
  async (t) => {
    const names = tools.map((x) => x.name);
    t.equal(names.length, 34);
    t.equal(new Set(names).size, names.length, 'names are unique');
    t.same([...names].sort(), [...ISSUE_6, ...ISSUE_21, ...ISSUE_14, ...ISSUE_36, ...ISSUE_37].sort());
  },
);

t.test("the README's MCP table lists exactly the registry, in order", async (t) => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## MCP$/m)[1]?.split(/^## /m)[0] ?? '';
  t.ok(section, 'README.md has an "## MCP" section');
  const rows = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
  t.same(
    rows,
    tools.map((x) => x.name),
    'same names, same order, same count',
  );
  for (const g of listGuides()) t.match(section, g.slug.replace(/-systems$/, ''), `mentions guide ${g.slug}`);
});

t.test('every input field is described for agents and every limit is capped', async (t) => {
  for (const tool of tools) {
    t.ok(tool.description.length > 80, `${tool.name}: description says when to use it`);
    const json = JSON.parse(JSON.stringify(tool.input)) as { properties?: Record<string, any> };
    for (const [field, schema] of Object.entries(json.properties ?? {})) {
      t.ok(schema.description, `${tool.name}.${field} is described`);
      if (/limit/.test(field)) t.ok(schema.maximum, `${tool.name}.${field} has a maximum`);
      if (schema.type === 'array') t.ok(schema.maxItems, `${tool.name}.${field} has a maximum length`);
      if (schema.type === 'string' && !schema.enum && schema.const === undefined)
        t.ok(schema.maxLength || schema.pattern, `${tool.name}.${field} is bounded`);
    }
    t.ok(Object.keys(tool.output.properties).length > 0, `${tool.name} declares an output schema`);
  }
});

t.test('guide pages exist with a title and are short', async (t) => {
  const guides = listGuides();
  t.same(guides.map((g) => g.slug).sort(), [
    'batch-calls',
    'country-profiles',
    'crosswalks-and-match-types',
    'domain-vs-standard-systems',
    'getting-started',
    'industry-systems',
    'medical-systems',
    'occupation-systems',
    'trade-systems',
  ]);
  for (const g of guides) t.ok(g.title && g.text.length < 4000, `${g.slug}: titled and short`);
});
