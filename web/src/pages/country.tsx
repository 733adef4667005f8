import { enc, type CountryProfile } from '../api.ts';
import { systemPath } from '../router.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { lazy, Suspense } from 'preact/compat';
import { siteData } from '../site.ts';
import { regionName } from '../regions.ts';

const CountryMap = lazy(() => import('../components/worldMap.tsx').then((m) => ({ default: m.CountryMap })));

type CountrySystem = CountryProfile['groups'][number]['systems'][number];
const MAX_RECOMMENDED = 6;

/**
 * The systems to start with in a country: its official (national) systems, then those of its region
 * (the EU's), then the main international standards (ISIC, ISCO, HS, ...: the ones the home page lists).
 * Global frameworks that merely apply everywhere (process models, service management) are never
 * recommended over them: they stay in the full list below.
 */
export function recommend(c: CountryProfile, main: Set<string>): { s: CountrySystem; why: string }[] {
  // standard systems only: a domain vocabulary is never where one starts
  const all = c.groups.filter((g) => g.kind === 'standard').flatMap((g) => g.systems);
  const rank = (s: CountrySystem) =>
    (s.relevance === 'official' ? 0 : s.relevance === 'regional' ? 2 : 4) + (s.derivation === 'hand_coded' ? 0 : 1);
  const why = (s: CountrySystem) =>
    s.relevance === 'official'
      ? `official in ${c.name ?? c.code}`
      : s.relevance === 'regional'
        ? `regional${s.region ? ` (${regionName(s.region)})` : ''}`
        : 'international standard';
  return all
    .filter((s) => s.relevance === 'official' || s.relevance === 'regional' || main.has(s.id))
    .sort((x, y) => rank(x) - rank(y) || y.node_count - x.node_count)
    .slice(0, MAX_RECOMMENDED)
    .map((s) => ({ s, why: why(s) }));
}

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
          <Suspense fallback={null}>
            <CountryMap code={c.code} name={c.name ?? c.code} />
          </Suspense>
          <Recommended c={c} />
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
                  {g.kind === 'standard' ? 'All standard systems' : g.kind === 'domain' ? 'Domain systems' : g.kind}{' '}
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

function Recommended({ c }: { c: CountryProfile }) {
  const main = new Set(siteData()?.home.kinds.flatMap((k) => k.systems.map((s) => s.id)) ?? []);
  const picks = recommend(c, main);
  if (!picks.length) return null;
  return (
    <section aria-labelledby="h-recommended" class="recommended">
      <h2 id="h-recommended">Recommended for {c.name ?? c.code}</h2>
      <ol>
        {picks.map(({ s, why }) => (
          <li>
            <a href={systemPath(s.id)}>{s.name}</a> <span class="muted small">{why}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
