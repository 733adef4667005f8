import { z } from 'zod';
import { countryCode, kind, limit, lines, offset, systemOut, type SystemOut } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { allSystems } from '../resources.ts';
import { listSystems, type SystemSummary } from '../../projections/catalog/queries.ts';

export const toSystemOut = (s: SystemSummary): SystemOut => ({
  id: s.id,
  name: s.name,
  full_name: s.full_name,
  kind: s.kind,
  region: s.region,
  version: s.version,
  authority: s.authority,
  node_count: s.node_count,
  leaf_count: s.leaf_count,
  max_depth: s.max_depth,
  license: s.license,
  provenance: s.provenance,
  source_url: s.source_url,
  source_date: s.source_date,
  country_codes: s.country_codes,
});

export const listClassificationSystems = defineTool({
  name: 'list_classification_systems',
  config: {
    title: 'List classification systems',
    description:
      'List the classification systems (industry, occupation, product, medical, geographic, regulatory, domain vocabularies) with node counts and provenance. ' +
      'Use it first to find system ids, optionally only those applying to a country, a region or of one kind. Paged: at most 500 per call.',
    inputSchema: {
      country_code: countryCode('Only systems that apply to this country').optional(),
      region: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .optional()
        .describe(
          'Only systems whose region label contains this text, e.g. "European Union", "Global", "United States".',
        ),
      kind: kind().optional(),
      limit: limit(50, 500, 'systems'),
      offset: offset(),
    },
    outputSchema: {
      total: z.number().int().describe('Systems matching the filters'),
      limit: z.number().int(),
      offset: z.number().int(),
      systems: z.array(systemOut),
    },
  },
  async handler({ country_code, region, kind, limit, offset }, { db }) {
    let all = (await allSystems(db)).filter((s) => !kind || s.kind === kind);
    if (region) all = all.filter((s) => (s.region ?? '').toLowerCase().includes(region.toLowerCase()));
    if (country_code) {
      const ids = new Set<string>();
      for (let off = 0; ; off += 500) {
        const page = await listSystems(db, { country: country_code, limit: 500, offset: off });
        page.items.forEach((s) => ids.add(s.id));
        if (off + 500 >= page.total) break;
      }
      all = all.filter((s) => ids.has(s.id));
    }
    const systems = all.slice(offset, offset + limit).map(toSystemOut);
    const text = systems.length
      ? `${all.length} systems${country_code ? ` for ${country_code}` : ''}${region ? ` in region "${region}"` : ''}${kind ? ` (${kind})` : ''}; showing ${offset + 1}-${offset + systems.length}:\n` +
        lines(systems.map((s) => `${s.id} — ${s.name} (${s.kind}, ${s.region ?? 'no region'}, ${s.node_count} codes)`))
      : `No systems match${country_code ? ` country ${country_code}` : ''}${region ? ` region "${region}"` : ''}${kind ? ` kind ${kind}` : ''}. Try get_region_mapping for region labels or drop a filter.`;
    return { data: { total: all.length, limit, offset, systems }, text };
  },
});
