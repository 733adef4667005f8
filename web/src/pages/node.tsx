import { nodeApi, type CodePage, type EquivalenceList, type Translations } from '../api.ts';
import { nodePath, systemPath } from '../router.ts';
import { useApi, useTitle, type Loaded } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { NodeList } from '../components/nodeList.tsx';
import { Tree } from '../components/tree.tsx';
import { TranslationGraph } from '../components/translationGraph.tsx';
import { systemName } from '../site.ts';
import { CodeNotes } from '../components/codeNotes.tsx';
import { Successors } from '../components/successors.tsx';
import { languageName, useDataLanguage } from '../language.ts';
import { WatchButton } from '../components/watchButton.tsx';

/**
 * The code's direct links that the translations above do not already list (each link is shown once:
 * the translations carry the rest); nothing when there are none.
 */
function OtherLinks({ state, translations }: { state: Loaded<EquivalenceList>; translations?: Translations }) {
  const listed = new Set(
    (translations?.systems ?? []).flatMap((s) => s.matches.map((m) => `${s.system}\u001f${m.code}`)),
  );
  const rest = (state.data?.items ?? []).filter((e) => !listed.has(`${e.system}\u001f${e.code}`));
  if (!rest.length) return null;
  return (
    <section aria-labelledby="h-equivalences">
      <h2 id="h-equivalences">
        More direct links <span class="muted small">({rest.length})</span>
      </h2>
      <ul class="nodes more-links">
        {rest.map((e) => (
          <li>
            <span class="muted small">{e.system_name ?? systemName(e.system)}</span>{' '}
            <a href={nodePath(e.system, e.code)}>
              <code>{e.code}</code> {e.title ?? ''}
            </a>{' '}
            <span class={`match match-${e.match_type}`}>{e.match_type}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type HistoryEntry = NonNullable<CodePage['history']>['items'][number];
const day = (at: string) =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const inRelease = (h: HistoryEntry) => (h.release ? ` in release ${h.release}` : '');

/**
 * What happened to the code, release by release: only real changes are listed (a change of title,
 * description, parent, ...; added or removed in a later release). The release the code has been in
 * since is said once, not listed as an event of the code.
 */
function CodeHistory({ history }: { history: NonNullable<CodePage['history']> }) {
  // the API lists only real changes, and names the release the code has been in since apart
  const first = history.first_release;
  const changes = history.items;
  return (
    <>
      {first && (
        <p class="muted small">
          In the data since {first.release ? `release ${first.release}` : 'the first release'} ({day(first.at)}).
        </p>
      )}
      {changes.length ? (
        <ol class="history">
          {changes.map((h) => (
            <li>
              <strong>
                {h.change === 'changed' && h.fields?.length ? `${h.fields.join(', ')} changed` : h.change}
              </strong>
              {inRelease(h)}
              {h.title ? <> — “{h.title}”</> : null}
              <span class="muted small"> {day(h.at)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">{first ? 'No changes since.' : 'No recorded changes.'}</p>
      )}
    </>
  );
}

/** The title's English original when it is shown in another language, or that the chosen language has none. */
function InLanguage({ n, lang }: { n: CodePage; lang: string }) {
  if (n.title_en)
    return (
      <p class="muted small title-en" lang="en">
        English: {n.title_en}
      </p>
    );
  if (lang !== 'en' && n.fallback?.includes('title'))
    return <p class="muted small fallback">No {languageName(lang)} title for this code: shown in English.</p>;
  return null;
}

/** /explore/{system}/{code}: one node with its place in the hierarchy, its history and its crosswalks. */
export function NodePage({ system, code }: { system: string; code: string }) {
  // One request for everything on the page (anonymous visitors have 30 requests a minute).
  const lang = useDataLanguage(); // titles in the chosen language where the data has them
  const node = useApi<CodePage>(
    nodeApi(system, code, `?include=ancestors,children,siblings,equivalences,translations,history&lang=${lang}`),
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
  useTitle(n ? `${n.code} ${n.title} (${n.system_name})` : `${code} (${systemName(system)})`);

  if (node.error && !node.retryAt) {
    return (
      <>
        <h1>{(node.error as any).status === 404 ? 'Code not found' : 'Could not load this code'}</h1>
        <p class="error" role="alert">
          {systemName(system)} {code}: {node.error.message}
        </p>
        <p>
          <a href="/explore">Search again</a> or open <a href={systemPath(system)}>{systemName(system)}</a>.
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
            <a href={systemPath(system)}>{n?.system_name ?? systemName(system)}</a>
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
      <h1 lang={n?.lang}>
        <code class="code">{code}</code> {n?.title ?? '…'}
      </h1>
      {n && <InLanguage n={n} lang={lang} />}
      {n && <WatchButton target="code" system={system} code={code} what="this code" />}
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
      {n?.notes ? (
        <CodeNotes
          notes={n.notes}
          english={
            n.fallback?.includes('notes') ? `Published in English only (no ${languageName(lang)} text).` : undefined
          }
        />
      ) : (
        n?.description && (
          <p class="description" lang="en">
            {n.description}
          </p>
        )
      )}
      {n?.successors && <Successors m={n.successors} />}

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
        <section aria-labelledby="h-siblings" class="siblings">
          <h2 id="h-siblings">Siblings</h2>
          <Status state={siblings} what="siblings">
            <NodeList items={siblings.data?.items} system={system} empty="No siblings." />
          </Status>
        </section>
      </div>

      <OtherLinks state={equivalences} translations={translations.data} />

      <section aria-labelledby="h-history">
        <h2 id="h-history">History</h2>
        <Status state={history} what="history">
          {history.data && <CodeHistory history={history.data} />}
        </Status>
      </section>
    </article>
  );
}
