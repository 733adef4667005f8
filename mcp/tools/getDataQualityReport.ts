import { Type } from 'typebox';
import { qualityReport } from '../../read/quality/queries.ts';
import { QualityReport } from '../../read/quality/shapes.ts';
import { limitParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';

export const getDataQualityReport = defineTool({
  name: 'get_data_quality_report',
  title: 'Data-quality report',
  description:
    'Known defects of the data, each naming its codes: duplicate sibling titles, level mismatches, total-like roots, edges between unrelated groups, dangling ends, and where the served data disagrees with the official files. ' +
    'Use it before trusting a system or a crosswalk. Same answer as GET /api/v1/audit/quality.',
  input: Type.Object({
    system_id: Type.Optional(systemIdParam('Only this system')),
    limit: limitParam('findings per check'),
  }),
  output: QualityReport,
  async handler({ system_id, limit }, { db, officialReference }) {
    if (system_id) await requireSystems(db, [system_id], 'system_id');
    const r = await qualityReport(db, { system: system_id, limit }, await officialReference?.());
    const text =
      `${r.total} findings${system_id ? ` touching ${system_id}` : ''}:\n` +
      r.checks
        .map(
          (c) =>
            `${c.kind}: ${c.total}${
              c.items.length
                ? ` (e.g. ${c.items
                    .slice(0, 3)
                    .map((f) => `${f.system} ${f.codes.join('/')}`)
                    .join('; ')})`
                : ''
            }`,
        )
        .join('\n');
    return { data: r, text };
  },
});
