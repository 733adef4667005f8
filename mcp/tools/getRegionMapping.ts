import { z } from 'zod';
import { limit, lines } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { listSystemsByRegion } from '../../projections/catalog/queries.ts';

export const getRegionMapping = defineTool({
  name: 'get_region_mapping',
  config: {
    title: 'Systems by region',
    description:
      'Every system grouped by its region label ("Global", "United States", "European Union", a country name, ...), with system ids, kinds and code counts. ' +
      "Use it to see which systems belong to a region; for a country's applicable systems use get_country_taxonomy_profile.",
    inputSchema: { systems_per_region: limit(20, 1000, 'systems listed per region (count always covers all)') },
    outputSchema: {
      total_regions: z.number().int(),
      regions: z.array(
        z.object({
          region: z.string(),
          count: z.number().int().describe('Systems in the region (all of them, listed or not)'),
          systems: z.array(
            z.object({ id: z.string(), name: z.string(), kind: z.string(), node_count: z.number().int() }),
          ),
        }),
      ),
    },
  },
  async handler({ systems_per_region }, { db }) {
    const regions = [];
    let total = 0;
    for (let offset = 0; offset < 10_000; offset += 500) {
      const page = await listSystemsByRegion(db, { limit: 500, offset });
      total = page.total;
      regions.push(
        ...page.items.map((g) => ({
          region: g.region,
          count: g.count,
          systems: g.systems
            .slice(0, systems_per_region)
            .map((s) => ({ id: s.id, name: s.name, kind: s.kind, node_count: s.node_count })),
        })),
      );
      if (regions.length >= page.total || !page.items.length) break;
    }
    const text = `${total} regions:\n${lines(
      [...regions]
        .sort((a, b) => b.count - a.count)
        .map(
          (r) =>
            `${r.region}: ${r.count} systems (${r.systems
              .slice(0, 5)
              .map((s) => s.id)
              .join(', ')}${r.count > 5 ? ', …' : ''})`,
        ),
      30,
    )}`;
    return { data: { total_regions: total, regions }, text };
  },
});
