import { enc, type CountryProfile } from '../api.ts';
import { systemPath } from '../router.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';

/** /countries/{cc}: the systems that apply in a country, by kind, with their relevance (one request). */
export function CountryPage({ code }: { code: string }) {
  const profile = useApi<CountryProfile>(`/countries/${enc(code)}?limit=500`);
  const c = profile.data;
  useTitle(c ? (c.name ?? c.code) : code);
  if (profile.error && !profile.retryAt)
    return (
      <>
        <h1>{(profile.error as any).status === 404 ? 'Country not found' : 'Could not load this country'}</h1>
        <p class="error" role="alert">
          {profile.error.message}
        </p>
        <p>
          <a href="/countries">All countries</a>
        </p>
      </>
    );
  return (
    <Status state={profile} what="the country">
      {c && (
        <article>
          <nav aria-label="Breadcrumb" class="crumbs">
            <ol>
              <li>
                <a href="/countries">Countries</a>
              </li>
              <li aria-current="page">{c.name ?? c.code}</li>
            </ol>
          </nav>
          <h1>
            {c.name ?? c.code} <span class="muted small">{c.code}</span>
          </h1>
          <dl class="facts">
            <div>
              <dt>Systems</dt>
              <dd>{c.system_count}</dd>
            </div>
            <div>
              <dt>Codes</dt>
              <dd>{c.node_count.toLocaleString('en')}</dd>
            </div>
            {Object.entries(c.by_relevance).map(([k, v]) => (
              <div>
                <dt>{k[0].toUpperCase() + k.slice(1)}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          {c.groups.length ? (
            c.groups.map((g) => (
              <section aria-labelledby={`h-kind-${g.kind}`}>
                <h2 id={`h-kind-${g.kind}`}>
                  {g.kind === 'standard' ? 'Standard systems' : g.kind === 'domain' ? 'Domain systems' : g.kind}{' '}
                  <span class="muted small">({g.count})</span>
                </h2>
                <ul class="nodes">
                  {g.systems.map((s) => (
                    <li>
                      <a href={systemPath(s.id)}>{s.name}</a>{' '}
                      <span class={`tag tag-${s.relevance}`}>{s.relevance}</span>{' '}
                      <span class="muted small">{s.node_count.toLocaleString('en')} codes</span>
                    </li>
                  ))}
                </ul>
                {g.systems.length < g.count ? (
                  <p class="muted small">
                    {g.count - g.systems.length} more in the <a href={`/systems?country=${enc(c.code)}`}>catalog</a>.
                  </p>
                ) : null}
              </section>
            ))
          ) : (
            <p class="muted">No systems recorded for this country.</p>
          )}
        </article>
      )}
    </Status>
  );
}
