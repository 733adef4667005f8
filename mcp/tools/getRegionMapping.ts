import { Type } from 'typebox';
import { RegionList, listSystemsByRegion } from '../../projections/catalog/queries.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { limitParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const getRegionMapping = defineTool({
  name: 'get_region_mapping',
  title: 'Systems by region',
  description:
    'Every system grouped by its region label ("Global", "United States", "European Union", a country name, ...), with system ids, kinds and code counts. ' +
    "Use it to see which systems belong to a region; for a country's applicable systems use get_country_taxonomy_profile. Same answer as GET /api/v1/systems?group_by=region.",
  input: Type.Object({ systems_per_region: limitParam('systems listed per region (count always covers all)', 20) }),
  output: RegionList,
  async handler({ systems_per_region }, { db }) {
    const regions = await listSystemsByRegion(db, { limit: LIMITS.pageMax, perRegion: systems_per_region });
    const text = `${regions.total} regions:\n${lines(
      [...regions.items]
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
    return { data: regions, text };
  },
});
