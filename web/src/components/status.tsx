import type { ComponentChildren } from 'preact';
import type { Loaded } from '../useApi.ts';

/** Loading and error states of a fetched section, said in words (aria-live for screen readers). */
export function Status({
  state,
  what,
  children,
}: {
  state: Loaded<unknown>;
  what: string;
  children?: ComponentChildren;
}) {
  if (state.error)
    return (
      <p class="error" role="alert">
        Could not load {what}: {state.error.message}
      </p>
    );
  if (state.loading && !state.data)
    return (
      <p class="muted" aria-live="polite">
        Loading {what}…
      </p>
    );
  return <>{children}</>;
}
