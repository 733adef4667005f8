import { useEffect, useState } from 'preact/hooks';
import { type CountryList, type SystemList, type SystemSummary } from '../api.ts';
import { setQuery, systemPath } from '../router.ts';
import { useApi, useTitle, type Loaded } from '../useApi.ts';
import { apiRetrying } from '../retry.ts';
import { Status } from '../components/status.tsx';
import { regionName } from '../regions.ts';

/** Every system (pages of 500), optionally only those applying to a country. */
function useAllSystems(country: string): Loaded<SystemSummary[]> & { country?: string } {
  const [state, setState] = useState<Loaded<SystemSummary[]> & { country?: string }>({ loading: true });
  useEffect(() => {
    const ctl = new AbortController();
    setState((s) => ({ data: s.data, country: s.country, loading: true }));
    (async () => {
      const out: SystemSummary[] = [];
      for (let offset = 0; ; offset += 500) {
        const page = await apiRetrying<SystemList>(
          `/systems?limit=500&offset=${offset}${country ? `&country=${encodeURIComponent(country)}` : ''}`,
          { signal: ctl.signal },
          (retryAt) => setState((s) => ({ ...s, retryAt })),
        );
        out.push(...page.items);
        if (!page.items.length || out.length >= page.total) break;
      }
      return out;
    })().then(
      (data) => setState({ data, country, loading: false }),
      (error: Error) => {
        if (!ctl.signal.aborted) setState({ error, loading: false });
      },
    );
    return () => ctl.abort();
  }, [country]);
  return state;
}

const num = (n: number) => n.toLocaleString('en');

/** /systems: the catalog, filterable by text, region and country, grouped by region. */
export function SystemsPage({ query }: { query: URLSearchParams }) {
  useTitle('Systems');
  const [text, setText] = useState(query.get('q') ?? '');
  const [region, setRegion] = useState(query.get('region') ?? '');
  const [country, setCountry] = useState(query.get('country') ?? '');
  useEffect(() => {
    setQuery({ q: text.trim() || undefined, region: region || undefined, country: country || undefined });
  }, [text, region, country]);
  const systems = useAllSystems(country);
  const countries = useApi<CountryList>('/countries?limit=500');

  const all = systems.data ?? [];
  const regions = [...new Set(all.map((s) => regionName(s.region)))].sort();
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = all.filter((s) => {
    if (region && regionName(s.region) !== region) return false;
    const hay = `${s.id} ${s.name} ${s.full_name ?? ''} ${s.authority ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  const groups = new Map<string, SystemSummary[]>();
  for (const s of matches) {
    const r = regionName(s.region);
    groups.set(r, [...(groups.get(r) ?? []), s]);
  }

  return (
    <>
      <h1>Classification systems</h1>
      <form class="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Filter
          <input
            type="search"
            name="q"
            value={text}
            placeholder="name, authority, id"
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          Region
          <select name="region" value={region} onChange={(e) => setRegion((e.target as HTMLSelectElement).value)}>
            <option value="">All regions</option>
            {regions.map((r) => (
              <option value={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Country
          <select name="country" value={country} onChange={(e) => setCountry((e.target as HTMLSelectElement).value)}>
            <option value="">All countries</option>
            {(countries.data?.items ?? []).map((c) => (
              <option value={c.code}>
                {c.name} ({c.code})
              </option>
            ))}
          </select>
        </label>
      </form>
      <Status state={systems} what="the catalog">
        {/* the count names the country its list was loaded for, not the one just picked */}
        <p class="muted" aria-live="polite">
          {matches.length} of {all.length} systems{systems.country ? ` applying to ${systems.country}` : ''}
        </p>
        {[...groups.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([r, list]) => (
            <section class="region" aria-label={r}>
              <h2>
                {r} <span class="muted small">({list.length})</span>
              </h2>
              <ul class="cards">
                {list.map((s) => (
                  <li class="card">
                    <a href={systemPath(s.id)} class="card-title">
                      {s.name}
                    </a>
                    {s.full_name && s.full_name !== s.name ? <p class="small">{s.full_name}</p> : null}
                    <p class="small">
                      {num(s.node_count)} codes · {num(s.leaf_count)} leaves
                      {s.version ? ` · ${s.version}` : ''}
                    </p>
                    <p class="small muted">
                      {s.authority ?? 'Unknown authority'}
                      {s.provenance ? ` · ${s.provenance.replace(/_/g, ' ')}` : ''}
                      {s.license ? ` · ${s.license}` : ''}
                      {s.source_url ? (
                        <>
                          {' '}
                          ·{' '}
                          <a href={s.source_url} rel="external noopener" target="_blank">
                            source
                          </a>
                        </>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        {all.length > 0 && matches.length === 0 && <p>No system matches these filters.</p>}
      </Status>
    </>
  );
}
