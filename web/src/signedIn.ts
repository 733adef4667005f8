import { useEffect, useState } from 'preact/hooks';
import { session } from './api.ts';

/** Whether this browser is signed in, as the header shows it: follows sign-in and sign-out at once. */
export function useSignedIn(): boolean {
  const [on, setOn] = useState(session.likely());
  useEffect(() => {
    const off = session.subscribe(() => setOn(session.likely()));
    // another tab signed in or out
    const storage = () => setOn(session.likely());
    window.addEventListener('storage', storage);
    return () => {
      off();
      window.removeEventListener('storage', storage);
    };
  }, []);
  return on;
}

/**
 * The page to go back to after signing in: `/login?next=` when it is a path of this site (never
 * another origin: `//host` or `/\host` would leave it), else the key page.
 */
export function returnPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/developers/keys';
}

/** The sign-in page's address that comes back to `path` once signed in. */
export const loginPath = (path: string) => `/login?next=${encodeURIComponent(path)}`;
