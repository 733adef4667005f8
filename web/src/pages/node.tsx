import { nodeApi, type CodePage } from '../api.ts';
import { nodePath, systemPath } from '../router.ts';
import { useApi, useTitle, type Loaded } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { NodeList } from '../components/nodeList.tsx';
import { Tree } from '../components/tree.tsx';
import { TranslationGraph } from '../components/translationGraph.tsx';

/** /explore/{system}/{code}: one node with its place in the hierarchy, its history and its crosswalks. */
export function NodePage({ system, code }: { system: string; code: string }) {
  // One request for everything on the page (anonymous visitors have 30 requests a minute).
  const node = useApi<CodePage>(
    nodeApi(system, code, '?include=ancestors,children,siblings,equivalences,translations,history'),
  );
  const part = <T,>(pick: (d: CodePage) => T | undefined): Loaded<T> => ({
    loading: node.loading,
    error: node.error,
    retryAt: node.retryAt,
    data: node.data && pick(node.data),
  });
  const children = part((d) => d.children);
  const siblings = part((d) => d.siblings);
  const equivalences = part((d) => d.equivalences);
  const translations = part((d) => d.translations);
  const history = part((d) => d.history);
  const n = node.data;
  useTitle(n ? `${n.code} ${n.title} (${n.system_name})` : `${code} (${system})`);

  if (node.error && !node.retryAt) {
    return (
      <>
        <h1>{(node.error as any).status === 404 ? 'Code not found' : 'Could not load this code'}</h1>
        <p class="error" role="alert">
          {system} {code}: {node.error.message}
        </p>
        <p>
          <a href="/explore">Search again</a> or open <a href={systemPath(system)}>the system {system}</a>.
        </p>
      </>
    );
  }
  const crumbs = n?.ancestors ?? [];
  const authorityUrl = n?.authority_url;
  return (
    <article>
      <nav aria-label="Breadcrumb" class="crumbs">
        <ol>
          <li>
            <a href={systemPath(system)}>{n?.system_name ?? system}</a>
          </li>
          {crumbs.map((a) => (
            <li>
              <a href={nodePath(system, a.code)}>
                {a.code} {a.title}
              </a>
            </li>
          ))}
          <li aria-current="page">{code}</li>
        </ol>
      </nav>
      <h1>
        <code class="code">{code}</code> {n?.title ?? '…'}
      </h1>
      {n && (
        <dl class="facts">
          <div>
            <dt>System</dt>
            <dd>
              <a href={systemPath(system)}>{n.system_name}</a>
            </dd>
          </div>
          <div>
            <dt>Level</dt>
            <dd>{n.level}</dd>
          </div>
          <div>
            <dt>Children</dt>
            <dd>
              {n.child_count}
              {n.leaf ? ' (leaf)' : ''}
            </dd>
          </div>
          {authorityUrl && (
            <div>
              <dt>Authority</dt>
              <dd>
                <a href={authorityUrl} rel="external noopener" target="_blank">
                  official page
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
      {n?.description && <p class="description">{n.description}</p>}

      <section aria-labelledby="h-translations">
        <h2 id="h-translations">Translations</h2>
        <Status state={translations} what="translations">
          <TranslationGraph system={system} code={code} title={n?.title ?? ''} data={translations.data} />
        </Status>
      </section>

      <div class="columns">
        <section aria-labelledby="h-children">
          <h2 id="h-children">
            Children {children.data ? <span class="muted small">({children.data.total})</span> : null}
          </h2>
          <Status state={children} what="children">
            <Tree items={children.data?.items} system={system} empty="No children: this is a leaf." label="Children" />
          </Status>
        </section>
        <section aria-labelledby="h-siblings">
          <h2 id="h-siblings">Siblings</h2>
          <Status state={siblings} what="siblings">
            <NodeList items={siblings.data?.items} system={system} empty="No siblings." />
          </Status>
        </section>
      </div>

      <section aria-labelledby="h-equivalences">
        <h2 id="h-equivalences">Equivalences</h2>
        <Status state={equivalences} what="equivalences">
          {equivalences.data?.items.length ? (
            <div class="table-wrap">
              <table class="stack-narrow">
                <thead>
                  <tr>
                    <th scope="col">System</th>
                    <th scope="col">Code</th>
                    <th scope="col">Title</th>
                    <th scope="col">Match</th>
                  </tr>
                </thead>
                <tbody>
                  {equivalences.data.items.map((e) => (
                    <tr>
                      <td data-label="System">{e.system_name ?? e.system}</td>
                      <td data-label="Code">
                        <a href={nodePath(e.system, e.code)}>
                          <code>{e.code}</code>
                        </a>
                      </td>
                      <td data-label="Title">{e.title ?? ''}</td>
                      <td data-label="Match">
                        <span class={`match match-${e.match_type}`}>{e.match_type}</span>
                        <span class="muted small"> {e.direction}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p class="muted">No equivalences recorded for this code.</p>
          )}
        </Status>
      </section>

      <section aria-labelledby="h-history">
        <h2 id="h-history">History</h2>
        <Status state={history} what="history">
          {history.data?.items.length ? (
            <ol class="history">
              {history.data.items.map((h) => (
                <li>
                  <strong>{h.change}</strong> {h.release ? <>in release {h.release}</> : null}
                  {h.fields?.length ? <span class="muted"> ({h.fields.join(', ')})</span> : null}
                  {h.title ? <> — “{h.title}”</> : null}
                  <span class="muted small"> {new Date(h.at).toLocaleDateString()}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p class="muted">No recorded changes.</p>
          )}
        </Status>
      </section>
    </article>
  );
}
