import { Type } from 'typebox';
import { countryProfile } from '../../projections/countries/queries.ts';
import { CountryProfile, RELEVANCES } from '../../projections/countries/shapes.ts';
import { countryCodeParam, limitParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { countryNotFound } from '../lookup.ts';
import { lines } from '../text.ts';

export const getCountryTaxonomyProfile = defineTool({
  name: 'get_country_taxonomy_profile',
  title: 'Systems that apply to a country',
  description:
    "A country's applicable classification systems grouped by kind, official first, each with its relevance (official, regional, historical, recommended), with counts. " +
    'Use it to pick the right national system (e.g. NAICS for US, NACE for DE) before classifying. Same answer as GET /api/v1/countries/{cc}.',
  input: Type.Object({
    country_code: countryCodeParam(),
    limit: limitParam('systems listed per kind (official first; counts always cover all)', 100),
  }),
  output: CountryProfile,
  async handler({ country_code, limit }, { db }) {
    const p = await countryProfile(db, country_code, { limit });
    if (!p) throw await countryNotFound(db, country_code);
    const text =
      `${p.code} ${p.name ?? ''}: ${p.system_count} systems (${RELEVANCES.map((r) => `${p.by_relevance[r]} ${r}`).join(', ')})\n` +
      lines(
        p.groups.flatMap((g) => g.systems.map((s) => `${s.relevance.padEnd(11)} ${s.id} — ${s.name} (${g.kind})`)),
        30,
      );
    return { data: p, text };
  },
});
