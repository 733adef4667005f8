import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json' with { type: 'json' };
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

/**
 * A world map coloured by coverage (systems per country), drawn from world-atlas's Natural Earth
 * geometry with d3-geo: bundled, no network at run time. Each country with data is a link to its page.
 * Loaded on demand (its own chunk): only the countries page pays for the geometry.
 */
const numericToAlpha2 = new Map((codes as string[][]).map(([a2, , num]) => [num, a2]));
const topo = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const shapes = feature(topo, topo.objects.countries).features;
const W = 960;
const H = 470;
const projection = geoEqualEarth().fitSize([W, H], { type: 'Sphere' });
const path = geoPath(projection);
const drawn = shapes.map((f) => ({
  id: numericToAlpha2.get(String(f.id)) ?? '',
  name: f.properties.name,
  d: path(f) ?? '',
}));

/** Five shades of one hue, light to dark (the darkest 3:1 against the lightest is not needed: the table says the same). */
const SHADES = ['#e8eef7', '#b9cde6', '#7fa3cf', '#4677b4', '#1f4e8c'];

export interface Coverage {
  code: string;
  name: string | null;
  systems: number;
}

export function WorldMap({ items }: { items: Coverage[] }) {
  const by = new Map(items.map((c) => [c.code.toUpperCase(), c]));
  const max = Math.max(1, ...items.map((c) => c.systems));
  const shade = (n: number) => SHADES[Math.min(SHADES.length - 1, Math.floor((n / max) * (SHADES.length - 1) + 0.5))];
  return (
    <figure class="map">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="map-title">
        <title id="map-title">World map: classification systems per country, darker is more</title>
        {drawn.map((c) => {
          const cov = by.get(c.id);
          if (!cov)
            return (
              <path d={c.d} class="land none">
                <title>{c.name}: no data</title>
              </path>
            );
          return (
            <a
              href={`/countries/${encodeURIComponent(cov.code)}`}
              aria-label={`${cov.name ?? c.name}: ${cov.systems} systems`}
            >
              <path d={c.d} class="land" fill={shade(cov.systems)}>
                <title>
                  {cov.name ?? c.name}: {cov.systems} systems
                </title>
              </path>
            </a>
          );
        })}
      </svg>
      <figcaption class="muted small">
        Systems per country, from {SHADES.length} shades (lightest: fewest) up to {max}. Grey: no data. Geometry:
        Natural Earth via world-atlas.
      </figcaption>
    </figure>
  );
}

/**
 * One country on the map (its country page): the country in the accent colour, its neighbours in grey
 * around it, zoomed to its shape. Nothing when the geometry has no such country (very small territories).
 */
export function CountryMap({ code, name }: { code: string; name: string }) {
  const target = shapes.find((f) => numericToAlpha2.get(String(f.id)) === code.toUpperCase());
  if (!target) return null;
  const W2 = 480;
  const H2 = 300;
  const zoom = geoEqualEarth().fitExtent(
    [
      [40, 30],
      [W2 - 40, H2 - 30],
    ],
    target,
  );
  const draw = geoPath(zoom);
  return (
    <figure class="map country-map">
      <svg viewBox={`0 0 ${W2} ${H2}`} role="img" aria-labelledby="country-map-title">
        <title id="country-map-title">Map of {name}</title>
        {shapes.map((f) => (
          <path d={draw(f) ?? ''} class={f === target ? 'land here' : 'land none'} />
        ))}
      </svg>
      <figcaption class="muted small">
        {name} on the map. Geometry: Natural Earth via world-atlas. <a href="/countries">All countries</a>
      </figcaption>
    </figure>
  );
}
