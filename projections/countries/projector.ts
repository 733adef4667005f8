import type { Projection } from '../runtime/projection.ts';

/** Countries and the systems that apply to each (official, regional, recommended, historical). */
export const countriesProjection: Projection<'CountryProfilesSet' | 'CountryProfilesRemoved'> = {
  name: 'countries',
  version: 1,
  tables: ['countries', 'country_systems'],
  handles: new Set(['CountryProfilesSet', 'CountryProfilesRemoved']),
  async reset(tx) {
    await tx.query('TRUNCATE countries, country_systems');
  },
  async handle(events, tx) {
    for (const e of events) {
      const ev = e;
      const codes = ev.type === 'CountryProfilesSet' ? ev.data.countries.map((c) => c.country) : ev.data.countries;
      await tx.query('DELETE FROM country_systems WHERE country = ANY($1)', [codes]);
      if (ev.type === 'CountryProfilesRemoved') {
        await tx.query('DELETE FROM countries WHERE code = ANY($1)', [codes]);
        continue;
      }
      const cs = ev.data.countries;
      await tx.query(
        `INSERT INTO countries (code, name) SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name`,
        [cs.map((c) => c.country), cs.map((c) => c.name)],
      );
      const links = cs.flatMap((c) =>
        c.links.map((l, i) => [c.country, l.system, l.relevance, l.derivation, i] as const),
      );
      await tx.query(
        `INSERT INTO country_systems (country, system, relevance, derivation, ord)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) ON CONFLICT DO NOTHING`,
        [
          links.map((l) => l[0]),
          links.map((l) => l[1]),
          links.map((l) => l[2]),
          links.map((l) => l[3]),
          links.map((l) => l[4]),
        ],
      );
    }
  },
};
