import { useState } from 'preact/hooks';
import { type ClassifyMatch, type ClassifyResult } from '../api.ts';
import { apiRetrying } from '../retry.ts';
import { RateLimited } from '../components/status.tsx';
import { nodePath } from '../router.ts';
import { useTitle } from '../useApi.ts';
import { systemName } from '../site.ts';

/** Best first, whatever order the answer came in (a reader takes the first as the answer). */
export const byScore = (items: ClassifyMatch[]) => [...items].sort((a, b) => b.score - a.score);

function Matches({ title, items: given, id }: { title: string; items: ClassifyMatch[]; id: string }) {
  const items = byScore(given);
  return (
    <section aria-labelledby={id} class="matches">
      <h2 id={id}>
        {title} <span class="muted small">({items.length})</span>
      </h2>
      {items.length ? (
        <ol>
          {items.map((m) => (
            <li>
              <a href={nodePath(m.system, m.code)}>
                <code>{m.code}</code> {m.title}
              </a>
              <span class="muted small"> · {systemName(m.system)}</span>
              {m.ancestors?.length ? (
                <div class="muted small path">{m.ancestors.map((a) => a.title).join(' › ')}</div>
              ) : null}
              <div class="small">
                <span
                  class={`confidence confidence-${m.confidence_level}`}
                  title={`${Math.round(m.confidence * 100)}% likely right${m.needs_review ? ': check it before use' : ''}`}
                >
                  {m.confidence_level} confidence ({Math.round(m.confidence * 100)}%)
                </span>{' '}
                <span class="score muted">score {m.score.toFixed(2)}</span>
                {m.matched_words?.length ? (
                  <>
                    {' '}
                    matched:{' '}
                    {m.matched_words.map((w) => (
                      <mark>{w}</mark>
                    ))}
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">No matches.</p>
      )}
    </section>
  );
}

/** /classify: free text in, the codes that fit best out (domain and standard systems apart). */
export function ClassifyPage() {
  useTitle('Classify');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ClassifyResult | null>(null);
  const [retryAt, setRetryAt] = useState<number | undefined>();
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!text.trim()) {
      setError('Describe an activity, product or occupation first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setResult(await apiRetrying<ClassifyResult>('/classify', { method: 'POST', body: { text } }, setRetryAt));
    } catch (err) {
      setError((err as Error).message);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1>Classify a description</h1>
      <p class="lead">
        Describe a business activity, product or occupation in plain words; the closest codes come back with the words
        that matched.
      </p>
      <form onSubmit={(e) => void submit(e)} class="stack">
        <label for="text">Description</label>
        <textarea
          id="text"
          name="text"
          rows={4}
          maxLength={5000}
          value={text}
          placeholder="e.g. we grow wheat and sell flour to bakeries"
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
        />
        <div>
          <button type="submit" disabled={busy}>
            {busy ? 'Classifying…' : 'Classify'}
          </button>{' '}
          <span class="muted small">Ctrl+Enter also works.</span>
        </div>
      </form>
      {retryAt ? <RateLimited retryAt={retryAt} /> : null}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {result?.read_as && (
          <p class="muted" data-testid="read-as">
            Read as “{result.read_as.text}”: your words are the {result.read_as.lang} label “{result.read_as.label}” of{' '}
            {result.read_as.system} {result.read_as.code}.
          </p>
        )}
        {result && (
          <div class="columns">
            <Matches id="h-standard" title="Standard classifications" items={result.standard_matches ?? []} />
            <Matches id="h-domain" title="Domain taxonomies" items={result.domain_matches ?? []} />
          </div>
        )}
      </div>
    </>
  );
}
