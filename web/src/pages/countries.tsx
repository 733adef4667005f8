import { lazy, Suspense } from 'preact/compat';
import { type CountryStats } from '../api.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { StatTable, type Column } from '../components/statTable.tsx';

const WorldMap = lazy(() => import('../components/worldMap.tsx').then((m) => ({ default: m.WorldMap })));

type CountryRow = CountryStats['items'][number];
const columns: Column<CountryRow>[] = [
  {
    label: 'Country',
    cell: (c) => (
      <>
        <a href={`/countries/${encodeURIComponent(c.code)}`}>{c.name ?? c.code}</a>{' '}
        <span class="muted small">{c.code}</span>
      </>
    ),
  },
  { label: 'Systems', num: true, cell: (c) => c.systems },
  { label: 'Official', num: true, cell: (c) => c.official },
  { label: 'Regional', num: true, hideNarrow: true, cell: (c) => c.regional },
  { label: 'Codes', num: true, hideNarrow: true, cell: (c) => c.nodes.toLocaleString('en') },
];

/** /countries: a world map coloured by coverage and the table behind it (one request). */
export function CountriesPage() {
  useTitle('Countries');
  const stats = useApi<CountryStats>('/countries/stats?limit=500');
  const items = stats.data?.items ?? [];
  // most systems first; the first 30, the rest on demand
  const ranked = [...items].sort((x, y) => y.systems - x.systems || x.code.localeCompare(y.code));
  return (
    <>
      <h1>Countries</h1>
      <p class="lead">
        Which classification systems apply in each country: official, regional, historical or recommended.
      </p>
      <Status state={stats} what="the countries">
        {items.length ? (
          <>
            <Suspense fallback={<p class="muted loading">Drawing the map…</p>}>
              <WorldMap items={items.map((c) => ({ code: c.code, name: c.name, systems: c.systems }))} />
            </Suspense>
            <StatTable caption="Systems per country" columns={columns} rows={ranked} first={30} noun="countries" />
          </>
        ) : (
          <p class="muted">No country data loaded yet.</p>
        )}
      </Status>
    </>
  );
}
