import { lazy, Suspense } from 'preact/compat';
import { useState } from 'preact/hooks';
import { type CountryStats } from '../api.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';

const WorldMap = lazy(() => import('../components/worldMap.tsx').then((m) => ({ default: m.WorldMap })));

/** /countries: a world map coloured by coverage and the table behind it (one request). */
export function CountriesPage() {
  useTitle('Countries');
  const stats = useApi<CountryStats>('/countries/stats?limit=500');
  const items = stats.data?.items ?? [];
  const [all, setAll] = useState(false);
  const ranked = [...items].sort((x, y) => y.systems - x.systems || x.code.localeCompare(y.code));
  const rows = all ? ranked : ranked.slice(0, 30); // most systems first; the rest on demand
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
            <div class="table-wrap">
              <table>
                <caption class="sr-only">Systems per country</caption>
                <thead>
                  <tr>
                    <th scope="col">Country</th>
                    <th scope="col" class="num">
                      Systems
                    </th>
                    <th scope="col" class="num">
                      Official
                    </th>
                    <th scope="col" class="num hide-narrow">
                      Regional
                    </th>
                    <th scope="col" class="num hide-narrow">
                      Codes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((c) => (
                    <tr>
                      <td>
                        <a href={`/countries/${encodeURIComponent(c.code)}`}>{c.name ?? c.code}</a>{' '}
                        <span class="muted small">{c.code}</span>
                      </td>
                      <td class="num">{c.systems}</td>
                      <td class="num">{c.official}</td>
                      <td class="num hide-narrow">{c.regional}</td>
                      <td class="num hide-narrow">{c.nodes.toLocaleString('en')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rows.length < ranked.length ? (
              <button type="button" class="more" onClick={() => setAll(true)}>
                Show all {ranked.length} countries
              </button>
            ) : null}
          </>
        ) : (
          <p class="muted">No country data loaded yet.</p>
        )}
      </Status>
    </>
  );
}
