import { Type } from 'typebox';
import { unknownCountries } from '../../projections/countries/queries.ts';
import { countryScope } from '../../projections/countries/scope.ts';
import { CountryScope } from '../../projections/countries/shapes.ts';
import { countryListParam, limitParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { countryNotFound } from '../lookup.ts';
import { lines } from '../text.ts';

export const getCountryScope = defineTool({
  name: 'get_country_scope',
  title: 'Scope of systems for several countries',
  description:
    'For a set of countries: the country-specific systems (official, regional or historical for at least one of them) and the global ones (recommended for all of them). ' +
    'Use it to choose the systems to search or classify in for a multi-country business; pass the ids on as system_ids / systems. Same answer as GET /api/v1/countries/scope.',
  input: Type.Object({
    countries: countryListParam('ISO 3166-1 alpha-2 codes, e.g. ["US", "DE"] (1 to 20).'),
    limit: limitParam('systems per list', 100),
  }),
  output: CountryScope,
  async handler({ countries, limit }, { db }) {
    const [unknown] = await unknownCountries(db, countries);
    if (unknown) throw await countryNotFound(db, unknown);
    const s = await countryScope(db, countries, { limit });
    const codes = s.countries.map((c) => c.code);
    const text =
      `${codes.join(', ')}: ${s.country_specific_total} country-specific systems, ${s.global_total} global ones.\nCountry-specific:\n` +
      lines(
        s.country_specific.map(
          (x) => `${x.id} — ${x.name}: ${x.countries.map((c) => `${c} ${x.relevance[c]}`).join(', ')}`,
        ),
        25,
      ) +
      `\nGlobal (${s.global_total}): ${
        s.global
          .slice(0, 30)
          .map((x) => x.id)
          .join(', ') || 'none'
      }${s.global_total > 30 ? ', …' : ''}`;
    return { data: s, text };
  },
});
