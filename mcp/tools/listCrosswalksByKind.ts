import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice } from '../../projections/vocabulary/schema.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';
import { allSystems } from '../resources.ts';
import { crosswalkGraph } from '../../projections/equivalences/queries.ts';
import { systemPairCounts } from '../queries.ts';

const KINDS = ['standard_standard', 'domain_standard', 'domain_domain', 'all'] as const;
type EdgeKind = Exclude<(typeof KINDS)[number], 'all'>;
const kindOf = (a: string, b: string): EdgeKind =>
  a === 'domain' && b === 'domain'
    ? 'domain_domain'
    : a === 'domain' || b === 'domain'
      ? 'domain_standard'
      : 'standard_standard';

const Sample = Type.Object({
  source_system: Str,
  source_code: Str,
  source_title: NStr,
  target_system: Str,
  target_code: Str,
  target_title: NStr,
  match_type: Str,
});

export const listCrosswalksByKind = defineTool({
  name: 'list_crosswalks_by_kind',
  title: 'Crosswalks by kind of systems',
  description:
    'Totals and sample edges per kind of system pair: standard_standard (two official standards), domain_standard (a curated domain vocabulary anchored to a standard), domain_domain. ' +
    'Use edge_kind "all" for every kind; system_id narrows to pairs involving one system. Samples come from the largest pairs, at most 20 per kind.',
  input: Type.Object({
    edge_kind: choice(KINDS, {
      description: 'Which kind of pair: standard_standard, domain_standard, domain_domain, or all.',
    }),
    system_id: Type.Optional(systemIdParam('Only pairs involving this system')),
    sample_limit: Type.Integer({
      minimum: 0,
      maximum: 20,
      default: 5,
      description: 'Sample edges per kind (default 5, at most 20; 0 for totals only).',
    }),
  }),
  output: Type.Object({
    edge_kind: Str,
    system: NStr,
    kinds: Type.Array(
      Type.Object({
        edge_kind: Str,
        edges: Int,
        system_pairs: Int,
        top_pairs: Type.Array(Type.Object({ source_system: Str, target_system: Str, edges: Int }), {
          description: 'Largest pairs (at most 10)',
        }),
        samples: Type.Array(Sample),
      }),
    ),
  }),
  async handler({ edge_kind, system_id, sample_limit }, { db }) {
    if (system_id) await requireSystems(db, [system_id]);
    const kindById = new Map((await allSystems(db)).map((s) => [s.id, s.kind as string]));
    const pairs = await systemPairCounts(db, system_id ?? null);
    const wanted: EdgeKind[] =
      edge_kind === 'all' ? ['standard_standard', 'domain_standard', 'domain_domain'] : [edge_kind];
    const kinds = [];
    for (const k of wanted) {
      const mine = pairs.filter(
        (p) => kindOf(kindById.get(p.source_system) ?? 'standard', kindById.get(p.target_system) ?? 'standard') === k,
      );
      const samples: Static<typeof Sample>[] = [];
      for (const p of mine.slice(0, 3)) {
        if (samples.length >= sample_limit) break;
        const g = await crosswalkGraph(db, p.source_system, p.target_system, { limit: sample_limit - samples.length });
        const title = new Map(g.nodes.map((n) => [n.id, n.title]));
        for (const e of g.edges) {
          const [, sc] = splitId(e.source),
            [, tc] = splitId(e.target);
          samples.push({
            source_system: p.source_system,
            source_code: sc,
            source_title: title.get(e.source) ?? null,
            target_system: p.target_system,
            target_code: tc,
            target_title: title.get(e.target) ?? null,
            match_type: e.match_type,
          });
        }
      }
      kinds.push({
        edge_kind: k,
        edges: mine.reduce((n, p) => n + p.edges, 0),
        system_pairs: mine.length,
        top_pairs: mine
          .slice(0, 10)
          .map((p) => ({ source_system: p.source_system, target_system: p.target_system, edges: p.edges })),
        samples,
      });
    }
    const text = kinds
      .map(
        (k) =>
          `${k.edge_kind}: ${k.edges} edges in ${k.system_pairs} pairs${
            k.top_pairs.length
              ? `; largest ${k.top_pairs
                  .slice(0, 3)
                  .map((p) => `${p.source_system}→${p.target_system} (${p.edges})`)
                  .join(', ')}`
              : ''
          }` +
          (k.samples.length
            ? `\n${lines(
                k.samples.map(
                  (s) =>
                    `  ${s.source_system} ${s.source_code} → ${s.target_system} ${s.target_code} [${s.match_type}]`,
                ),
                10,
              )}`
            : ''),
      )
      .join('\n');
    return { data: { edge_kind, system: system_id ?? null, kinds }, text };
  },
});

/** Graph node ids are `system:code`; codes may themselves contain ':'. */
function splitId(id: string): [string, string] {
  const i = id.indexOf(':');
  return [id.slice(0, i), id.slice(i + 1)];
}
