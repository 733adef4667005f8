import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Loaded } from '../useApi.ts';
import { session } from '../api.ts';

/** "Too many requests": when the page asks again by itself, and that signing in raises the limit. */
export function RateLimited({ retryAt }: { retryAt?: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = retryAt ? Math.max(0, Math.ceil((retryAt - now) / 1000)) : undefined;
  return (
    <p class="notice" role="status">
      Too many requests for now: {left ? `trying again by itself in ${left} s.` : 'trying again…'}{' '}
      {session.likely() ? null : (
        <>
          <a href="/login">Signing in</a> raises the limit.
        </>
      )}
    </p>
  );
}

/** Loading, rate-limit and error states of a fetched section, said in words (aria-live for screen readers). */
export function Status({
  state,
  what,
  children,
}: {
  state: Loaded<unknown>;
  what: string;
  children?: ComponentChildren;
}) {
  if (state.retryAt) return <RateLimited retryAt={state.retryAt} />;
  if (state.error)
    return (
      <p class="error" role="alert">
        Could not load {what}: {state.error.message}
      </p>
    );
  if (state.loading && !state.data)
    return (
      <p class="muted loading" aria-live="polite">
        Loading {what}…
      </p>
    );
  return <>{children}</>;
}
