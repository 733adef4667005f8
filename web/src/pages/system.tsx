import { enc, type SystemDetail } from '../api.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { Tree } from '../components/tree.tsx';
import { LevelChart } from '../components/levelChart.tsx';
import { ReleaseDiffSection } from '../components/releaseDiff.tsx';
import { EditionDiffSections } from '../components/editionDiff.tsx';
import { regionName } from '../regions.ts';
import { WatchButton } from '../components/watchButton.tsx';

/** /systems/{id}: provenance, root codes and a chart of the system's size by level. */
export function SystemPage({ id }: { id: string }) {
  const sys = useApi<SystemDetail>(`/systems/${enc(id)}?limit=500`);
  const s = sys.data;
  useTitle(s ? s.name : id);
  if (sys.error) {
    return (
      <>
        <h1>{(sys.error as any).status === 404 ? 'System not found' : 'Could not load this system'}</h1>
        <p class="error" role="alert">
          {sys.error.message}
        </p>
        <p>
          <a href="/systems">All systems</a>
        </p>
      </>
    );
  }
  return (
    <Status state={sys} what="the system">
      {s && (
        <article>
          <nav aria-label="Breadcrumb" class="crumbs">
            <ol>
              <li>
                <a href="/systems">Systems</a>
              </li>
              <li aria-current="page">{s.name}</li>
            </ol>
          </nav>
          <h1>{s.name}</h1>
          {s.full_name && <p class="lead">{s.full_name}</p>}
          <WatchButton target="system" system={s.id} what="this system" />
          <dl class="facts">
            <div>
              <dt>Identifier</dt>
              <dd>
                <code>{s.id}</code>
              </dd>
            </div>
            <div>
              <dt>Authority</dt>
              <dd>{s.authority ?? '–'}</dd>
            </div>
            <div>
              <dt>Region</dt>
              <dd>{s.region ? regionName(s.region) : '–'}</dd>
            </div>
            <div>
              <dt>Version</dt>
              <dd>{s.version ?? '–'}</dd>
            </div>
            <div>
              <dt>Codes</dt>
              <dd>
                {s.node_count.toLocaleString('en')} ({s.leaf_count.toLocaleString('en')} leaves)
              </dd>
            </div>
            <div>
              <dt>Provenance</dt>
              <dd>
                {s.provenance?.replace(/_/g, ' ') ?? '–'}
                {s.source_date ? `, ${s.source_date}` : ''}
              </dd>
            </div>
            <div>
              <dt>Licence</dt>
              <dd>{s.license ?? '–'}</dd>
            </div>
            {s.source_url && (
              <div>
                <dt>Source</dt>
                <dd>
                  <a href={s.source_url} rel="external noopener" target="_blank">
                    {s.source_url}
                  </a>
                </dd>
              </div>
            )}
            {s.country_codes?.length ? (
              <div>
                <dt>Countries</dt>
                <dd>{s.country_codes.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          <section aria-labelledby="h-levels">
            <h2 id="h-levels">Size by level</h2>
            <LevelChart levels={s.levels} />
          </section>
          <section aria-labelledby="h-roots">
            <h2 id="h-roots">
              Top-level codes <span class="muted small">({s.roots.total})</span>
            </h2>
            <Tree items={s.roots.items} system={s.id} empty="No codes." label="Top-level codes" />
          </section>
          <section aria-labelledby="h-crosswalks" class="see-also">
            <h2 id="h-crosswalks">Crosswalks and countries</h2>
            <p>
              <a href={`/crosswalks?a=${enc(s.id)}`}>Crosswalks from {s.name}</a>
              {s.country_codes?.length ? (
                <>
                  {' '}
                  · applies in{' '}
                  {s.country_codes.slice(0, 12).map((c, i) => (
                    <>
                      {i ? ', ' : ''}
                      <a href={`/countries/${enc(c)}`}>{c}</a>
                    </>
                  ))}
                  {s.country_codes.length > 12 ? ` and ${s.country_codes.length - 12} more` : ''}
                </>
              ) : null}
            </p>
          </section>
          <ReleaseDiffSection system={s.id} />
          <EditionDiffSections successions={s.successions} />
        </article>
      )}
    </Status>
  );
}
