import { useLayoutEffect, useRef } from 'preact/hooks';
import { useLocation, type Location } from './router.ts';
import { ExplorePage } from './pages/explore.tsx';
import { NodePage } from './pages/node.tsx';
import { SystemsPage } from './pages/systems.tsx';
import { SystemPage } from './pages/system.tsx';
import { ClassifyPage } from './pages/classify.tsx';
import { LoginPage } from './pages/login.tsx';
import { KeysPage } from './pages/keys.tsx';
import { NotFoundPage } from './pages/notFound.tsx';
import { CrosswalksPage } from './pages/crosswalks.tsx';
import { CrosswalkPage } from './pages/crosswalk.tsx';
import { CountriesPage } from './pages/countries.tsx';
import { CountryPage } from './pages/country.tsx';
import { GuidesPage } from './pages/guides.tsx';
import { useSignedIn } from './signedIn.ts';
import { LanguageSwitch } from './components/languageSwitch.tsx';

export const DISCLAIMER =
  'Informational only: not a substitute for the official publications of the classification authorities.';

/** Path segments after a prefix, URL-decoded (codes may contain encoded '/'). */
function segments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/**
 * The page the server already answered 404 (it checked the code, system or country against the data):
 * shown as not found without asking the API again.
 */
const serverNotFound =
  document.querySelector('meta[name="x-page-status"]')?.getAttribute('content') === '404' ? location.pathname : null;

function route(loc: Location) {
  if (loc.path === serverNotFound) return <NotFoundPage />;
  const [first, ...rest] = segments(loc.path);
  if (!first || first === 'explore') {
    if (rest.length >= 2)
      return <NodePage key={`${rest[0]}/${rest.slice(1).join('/')}`} system={rest[0]} code={rest.slice(1).join('/')} />;
    if (rest.length === 0) return <ExplorePage key={loc.query.get('q') ?? ''} query={loc.query.get('q') ?? ''} />;
  }
  if (first === 'systems') {
    if (rest.length === 0) return <SystemsPage query={loc.query} />;
    if (rest.length === 1) return <SystemPage key={rest[0]} id={rest[0]} />;
  }
  if (first === 'crosswalks') {
    if (rest.length === 0) return <CrosswalksPage query={loc.query} />;
    if (rest.length === 2) return <CrosswalkPage key={rest.join('/')} a={rest[0]} b={rest[1]} query={loc.query} />;
  }
  if (first === 'countries') {
    if (rest.length === 0) return <CountriesPage />;
    if (rest.length === 1) return <CountryPage key={rest[0]} code={rest[0]} />;
  }
  if (first === 'guides' && rest.length <= 1) return <GuidesPage slug={rest[0]} />;
  if (first === 'classify' && !rest.length) return <ClassifyPage />;
  if (first === 'login' && !rest.length) return <LoginPage query={loc.query} />;
  if (first === 'developers' && rest[0] === 'keys' && rest.length === 1) return <KeysPage />;
  return <NotFoundPage />;
}

const NAV = [
  ['/explore', 'Explore'],
  ['/systems', 'Systems'],
  ['/crosswalks', 'Crosswalks'],
  ['/countries', 'Countries'],
  ['/classify', 'Classify'],
  ['/guides', 'Guides'],
  ['/developers/keys', 'API keys'],
] as const;

export function App() {
  const loc = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    // After an in-app navigation: top of the page, focus on the new page's heading (screen readers hear it).
    // A layout effect runs as the new page is put in place, before it is painted: with a plain effect, run a
    // frame later, the page showed (and a script or a quick key could act on it) while the focus was nowhere.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const h1 = main.current?.querySelector('h1');
    if (h1) {
      h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
    }
  }, [loc.path]);
  const section = '/' + (loc.path.split('/')[1] || 'explore');
  const signedIn = useSignedIn();
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href="/explore">
          Classification explorer
        </a>
        <nav aria-label="Main">
          {NAV.map(([href, label]) => (
            <a
              href={href}
              aria-current={href.startsWith(section) ? 'page' : undefined}
              data-reload={href === '/guides' ? '' : undefined}
            >
              {label}
            </a>
          ))}
          {signedIn ? (
            <a href="/developers/keys" class="account" aria-label="Signed in: your account and API keys">
              Signed in
            </a>
          ) : (
            <a href="/login" aria-current={section === '/login' ? 'page' : undefined}>
              Sign in
            </a>
          )}
        </nav>
        <LanguageSwitch />
      </header>
      <main id="main" ref={main}>
        {route(loc)}
      </main>
      <footer class="foot">
        <p>{DISCLAIMER}</p>
        <p>
          <a href="/api/v1/docs">REST API</a> · <a href="/systems">Sources and licences</a>
        </p>
      </footer>
    </>
  );
}
