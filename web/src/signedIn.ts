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

const AFTER_LINK = 'taxonomy.afterSignIn';
/** The e-mailed link lasts 15 minutes: a page kept longer ago is not gone back to. */
const AFTER_LINK_MS = 20 * 60_000;
/**
 * Where to go back to once the e-mailed sign-in link is used (it lands on the key page): kept in this
 * browser when the link is sent from `/login?next=`, taken once by the key page.
 */
export const afterLink = {
  keep(next: string | null) {
    try {
      if (next) localStorage.setItem(AFTER_LINK, JSON.stringify({ path: returnPath(next), at: Date.now() }));
    } catch {
      /* storage off: the key page it is */
    }
  },
  take(): string | null {
    try {
      const kept = JSON.parse(localStorage.getItem(AFTER_LINK) ?? 'null') as { path: string; at: number } | null;
      localStorage.removeItem(AFTER_LINK);
      return kept && Date.now() - kept.at < AFTER_LINK_MS ? returnPath(kept.path) : null;
    } catch {
      return null;
    }
  },
};
