import { useState } from 'preact/hooks';
import { api, session } from '../api.ts';
import { navigate } from '../router.ts';
import { useTitle } from '../useApi.ts';
import { afterLink, returnPath } from '../signedIn.ts';

/**
 * /login: a one-time link by e-mail first; e-mail and password as the second way. Both go back to `?next=`
 * (the page that sent the visitor here, e.g. to watch a code), else to the key page.
 */
export function LoginPage({ query }: { query: URLSearchParams }) {
  useTitle('Sign in');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(query.get('error'));
  const [pwEmail, setPwEmail] = useState('');
  const [password, setPassword] = useState('');
  const [create, setCreate] = useState(false);

  const sendLink = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/auth/magic-link', { method: 'POST', body: { email } });
      afterLink.keep(query.get('next')); // the link lands on the key page, which comes back here
      setSent(true);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const withPassword = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api(create ? '/auth/register' : '/auth/login', { method: 'POST', body: { email: pwEmail, password } });
      session.set(true); // the answer also set the session cookie
      afterLink.take(); // a link asked for before is no longer waited for
      navigate(returnPath(query.get('next')));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>Sign in</h1>
      <p class="lead">
        Exploring needs no account. Sign in to watch codes and systems for changes, and to create API keys with a higher
        rate limit.
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <section aria-labelledby="h-link" class="panel">
        <h2 id="h-link">E-mail me a sign-in link</h2>
        {sent ? (
          <p role="status">
            If the address can receive mail, a link is on its way to <strong>{email}</strong>. It works once, for 15
            minutes.
          </p>
        ) : (
          <form onSubmit={(e) => void sendLink(e)} class="stack">
            <label for="email">E-mail address</label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
            />
            <div>
              <button type="submit" disabled={busy}>
                Send link
              </button>
            </div>
          </form>
        )}
      </section>
      <section aria-labelledby="h-password" class="panel">
        <h2 id="h-password">Or use a password</h2>
        <form onSubmit={(e) => void withPassword(e)} class="stack">
          <label for="pw-email">E-mail address</label>
          <input
            id="pw-email"
            name="username"
            type="email"
            required
            autoComplete="username"
            value={pwEmail}
            onInput={(e) => setPwEmail((e.target as HTMLInputElement).value)}
          />
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            required
            minLength={create ? 8 : undefined}
            autoComplete={create ? 'new-password' : 'current-password'}
            value={password}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          />
          <label class="inline">
            <input
              type="checkbox"
              checked={create}
              onChange={(e) => setCreate((e.target as HTMLInputElement).checked)}
            />{' '}
            Create a new account
          </label>
          <div>
            <button type="submit" disabled={busy}>
              {create ? 'Create account' : 'Sign in'}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
