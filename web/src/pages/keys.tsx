import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, enc, session, type ApiKey, type IssuedKey, type KeyPage } from '../api.ts';
import { useTitle } from '../useApi.ts';
import { NewKey } from '../components/newKey.tsx';
import { afterLink } from '../signedIn.ts';
import { navigate } from '../router.ts';

type State =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'ready'; keys: ApiKey[] };

const date = (s?: string | null) => (s ? new Date(s).toLocaleString() : '–');

/** /developers/keys: generate (shown once), list and revoke (after confirmation) the account's API keys. */
export function KeysPage() {
  useTitle('API keys');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmBtn = useRef<HTMLButtonElement>(null);

  const load = async () => {
    try {
      const r = await api<KeyPage>('/auth/keys?limit=500');
      session.set(true);
      // arrived from the e-mailed link that a page sent for (`/login?next=`): back to that page
      const back = session.arrivedByRedirect() ? afterLink.take() : null;
      if (back) return navigate(back, { replace: true });
      setState({ status: 'ready', keys: r.items });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        session.set(false);
        setState({ status: 'signed-out' });
      } else setState({ status: 'error', message: (err as Error).message });
    }
  };
  useEffect(() => {
    if (session.likely() || session.arrivedByRedirect()) void load();
    else setState({ status: 'signed-out' });
  }, []);
  useEffect(() => {
    if (confirming) confirmBtn.current?.focus();
  }, [confirming]);

  const generate = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<IssuedKey>('/auth/keys', {
        method: 'POST',
        body: { name: name.trim() || 'web' },
      });
      setCreated({ key: r.key, name: r.name });
      setName('');
      await load();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      await api(`/auth/keys/${enc(id)}`, { method: 'DELETE' });
      setConfirming(null);
      await load();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const signOut = async () => {
    session.set(false);
    try {
      await api('/auth/logout', { method: 'POST' });
    } catch {
      /* cookie may already be gone */
    }
    setState({ status: 'signed-out' });
  };

  return (
    <>
      <h1>API keys</h1>
      <p class="lead">
        A key raises your rate limit. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {state.status === 'loading' && <p class="muted">Loading your keys…</p>}
      {state.status === 'error' && (
        <p class="error" role="alert">
          Could not load your keys: {state.message}
        </p>
      )}
      {state.status === 'signed-out' && (
        <p>
          You are not signed in. <a href="/login">Sign in</a> to create and manage API keys.{' '}
          <button
            class="link"
            onClick={() => {
              setState({ status: 'loading' });
              void load();
            }}
          >
            Already signed in? Check again
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          {created && <NewKey value={created.key} name={created.name} onDone={() => setCreated(null)} />}
          <form onSubmit={(e) => void generate(e)} class="inline-form">
            <label for="key-name">Name for a new key</label>
            <input
              id="key-name"
              name="name"
              maxLength={100}
              value={name}
              placeholder="e.g. nightly import"
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
            <button type="submit" disabled={busy}>
              Generate key
            </button>
          </form>
          <h2>Your keys</h2>
          {state.keys.length ? (
            <div class="table-wrap">
              <table class="stack-narrow">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Key</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span class="sr">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.keys.map((k) => {
                    const revoked = k.status !== 'active';
                    return (
                      <tr class={revoked ? 'revoked' : ''}>
                        <td data-label="Name">{k.name ?? '–'}</td>
                        <td data-label="Key">
                          <code>{k.hint}</code>
                        </td>
                        <td data-label="Created">{date(k.created_at)}</td>
                        <td data-label="Last used">{date(k.last_used_at)}</td>
                        <td data-label="Status">{k.status}</td>
                        <td>
                          {revoked ? null : confirming === k.id ? (
                            <span class="confirm" role="group" aria-label={`Confirm revoking ${k.name ?? 'key'}`}>
                              Revoke for good?{' '}
                              <button ref={confirmBtn} class="danger" disabled={busy} onClick={() => void revoke(k.id)}>
                                Yes, revoke
                              </button>{' '}
                              <button onClick={() => setConfirming(null)}>Cancel</button>
                            </span>
                          ) : (
                            <button onClick={() => setConfirming(k.id)} aria-label={`Revoke ${k.name ?? 'key'}`}>
                              Revoke
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p class="muted">No keys yet.</p>
          )}
          <p>
            <button class="link" onClick={() => void signOut()}>
              Sign out
            </button>
          </p>
        </>
      )}
    </>
  );
}
