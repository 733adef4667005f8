import { Type } from 'typebox';
import { crosswalkQuality } from '../../read/quality/crosswalkQuality.ts';
import { CrosswalkQuality } from '../../read/quality/crosswalkQualityShapes.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystems } from '../lookup.ts';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

export const getCrosswalkQuality = defineTool({
  name: 'get_crosswalk_quality',
  title: 'How far to trust a crosswalk',
  description:
    'The quality card of the crosswalk between two systems: where its edges come from (official, curated, derived, and groups translated through the hierarchy), ' +
    'exact/broad/narrow/partial counts, how many leaves of each side have a link (with the first unmapped ones), the repairs and contradictions applied when the official files were ingested, ' +
    'edges between otherwise unrelated sections, the last change and the download links. Use it before relying on a translation. Same answer as GET /api/v1/crosswalks/{a}/{b}/quality.',
  input: Type.Object({
    system_id_a: systemIdParam('First system'),
    system_id_b: systemIdParam('Second system'),
  }),
  output: CrosswalkQuality,
  async handler({ system_id_a: a, system_id_b: b }, { db, repairs }) {
    if (a === b) throw new ToolError('system_id_a and system_id_b are the same system; pick two different systems.');
    await requireSystems(db, [a], 'system_id_a');
    await requireSystems(db, [b], 'system_id_b');
    const q = await crosswalkQuality(db, a, b, (await repairs?.()) ?? []);
    const m = q.match_types;
    const side = (s: typeof q.a) =>
      `${s.system}: ${s.mapped_leaves} of ${s.leaves} leaves linked (${pct(s.coverage)})` +
      (s.unmapped_leaves
        ? `; unmapped e.g. ${s.unmapped
            .slice(0, 5)
            .map((u) => u.code)
            .join(', ')}`
        : '') +
      (s.groups_through_hierarchy
        ? `; ${s.groups_through_hierarchy} groups reach the other only through their descendants`
        : '');
    const text = q.edges
      ? [
          `${a} ↔ ${b}: ${q.edges} edges (official ${q.provenance.official}, curated ${q.provenance.curated}, derived ${q.provenance.derived}); ` +
            `exact ${m.exact}, broad ${m.broad}, narrow ${m.narrow}, partial ${m.partial}.`,
          `Sources: ${q.sources.map((s) => `${s.source} (${s.kind}, ${s.edges})`).join('; ')}.`,
          side(q.a),
          side(q.b),
          `Repairs ${q.repairs.total}, contradicted edges dropped ${q.contradictions.total}, edges between unrelated sections ${q.unrelated_sections.total}; last change ${q.last_change ?? 'unknown'}.`,
        ].join('\n')
      : `No crosswalk edges join ${a} and ${b}. Try get_crosswalk_coverage with system_id "${a}" to see which systems it is linked to, or translate_code, which also goes through intermediate systems.`;
    return { data: q, text };
  },
});
