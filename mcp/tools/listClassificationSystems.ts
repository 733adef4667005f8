import { Type } from 'typebox';
import { SystemList, listSystems } from '../../projections/catalog/queries.ts';
import {
  countryCodeParam,
  kindParam,
  limitParam,
  offsetParam,
  queryParam,
} from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const listClassificationSystems = defineTool({
  name: 'list_classification_systems',
  title: 'List classification systems',
  description:
    'List the classification systems (industry, occupation, product, medical, geographic, regulatory, domain vocabularies) with node counts and provenance. ' +
    'Use it first to find system ids, optionally only those applying to a country, a region or of one kind. Paged (items, total). Same answer as GET /api/v1/systems.',
  input: Type.Object({
    country_code: Type.Optional(
      countryCodeParam('Only systems that apply to this country, e.g. "US", "DE" (any case)'),
    ),
    region: Type.Optional(
      queryParam(
        'Only systems whose region label contains this text, e.g. "European Union", "Global", "United States".',
      ),
    ),
    kind: Type.Optional(kindParam()),
    limit: limitParam('systems'),
    offset: offsetParam(),
  }),
  output: SystemList,
  async handler({ country_code, region, kind, limit, offset }, { db }) {
    const page = await listSystems(db, { country: country_code, region, kind, limit, offset });
    const filters = `${country_code ? ` for ${country_code.toUpperCase()}` : ''}${region ? ` in region "${region}"` : ''}${kind ? ` (${kind})` : ''}`;
    const text = page.items.length
      ? `${page.total} systems${filters}; showing ${offset + 1}-${offset + page.items.length}:\n` +
        lines(
          page.items.map((s) => `${s.id} — ${s.name} (${s.kind}, ${s.region ?? 'no region'}, ${s.node_count} codes)`),
        )
      : `No systems${filters || ''} at offset ${offset}. Try get_region_mapping for region labels or drop a filter.`;
    return { data: page, text };
  },
});
