import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, enc, session, type WatchPage } from '../api.ts';
import { loginPath, useSignedIn } from '../signedIn.ts';

type Target = { target: 'code'; system: string; code: string } | { target: 'system'; system: string };

/** The account's watch of the target, as GET /watches answers it (one at most). */
const watchQuery = (w: Target) =>
  `/watches?system=${enc(w.system)}&target=${w.target}${w.target === 'code' ? `&code=${enc(w.code)}` : ''}&limit=1`;
const newWatch = (w: Target) =>
  w.target === 'code' ? { target: w.target, system: w.system, code: w.code } : { target: w.target, system: w.system };

/**
 * Watch this code (or whole system): a toggle button (aria-pressed) that adds it to the account's watch
 * list or stops watching it, through /api/v1/watches. Signed out it is a link to the sign-in page that
 * comes back here, and asks the API nothing (an anonymous visitor's page costs one request).
 */
export function WatchButton(props: Target & { what: string }) {
  const signedIn = useSignedIn();
  /** The watch's id, null when not watched, undefined while unknown. */
  const [id, setId] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = watchQuery(props);

  const failed = (err: Error) => {
    if (err instanceof ApiError && err.status === 401)
      session.set(false); // the session ended: the sign-in link
    else setError(err.message);
  };
  const load = (signal?: AbortSignal) =>
    api<WatchPage>(query, { signal })
      .then((r) => setId(r.items[0]?.id ?? null))
      .catch((err: Error) => signal?.aborted || failed(err));
  useEffect(() => {
    if (!signedIn) return;
    const ctl = new AbortController();
    setId(undefined);
    setError(null);
    void load(ctl.signal);
    return () => ctl.abort();
  }, [signedIn, query]);

  if (!signedIn)
    return (
      <p class="watch">
        <a class="watch-login" href={loginPath(location.pathname + location.search)}>
          Sign in to watch {props.what}
        </a>
      </p>
    );

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (id) {
        await api(`/watches/${enc(id)}`, { method: 'DELETE' });
        setId(null);
      } else setId((await api<{ id: string }>('/watches', { method: 'POST', body: newWatch(props) })).id);
    } catch (err) {
      // 404 / 409: another tab changed the list meanwhile; show what it is now
      if (err instanceof ApiError && (err.status === 404 || err.status === 409)) await load();
      else failed(err as Error);
    } finally {
      setBusy(false);
    }
  };
  const watching = !!id;
  return (
    <p class="watch">
      <button
        type="button"
        class="watch-toggle"
        aria-pressed={watching}
        aria-describedby="watch-note"
        disabled={busy || id === undefined}
        onClick={() => void toggle()}
      >
        {watching ? 'Watching' : 'Watch'}
      </button>{' '}
      <span id="watch-note" class={error ? 'error small' : 'muted small'} role="status">
        {error
          ? `Could not update the watch: ${error}`
          : watching
            ? `Its changes are in your watch list; press to stop watching.`
            : `Add ${props.what} to your watch list to follow its changes.`}
      </span>
    </p>
  );
}
