import { useEffect, useRef } from 'preact/hooks';
import { useLocation, type Location } from './router.ts';
import { ExplorePage } from './pages/explore.tsx';
import { NodePage } from './pages/node.tsx';
import { SystemsPage } from './pages/systems.tsx';
import { SystemPage } from './pages/system.tsx';
import { ClassifyPage } from './pages/classify.tsx';
import { LoginPage } from './pages/login.tsx';
import { KeysPage } from './pages/keys.tsx';
import { NotFoundPage } from './pages/notFound.tsx';

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

function route(loc: Location) {
  const [first, ...rest] = segments(loc.path);
  if (!first || first === 'explore') {
    if (rest.length >= 2)
      return <NodePage key={`${rest[0]}/${rest.slice(1).join('/')}`} system={rest[0]} code={rest.slice(1).join('/')} />;
    if (rest.length === 0) return <ExplorePage query={loc.query.get('q') ?? ''} />;
  }
  if (first === 'systems') {
    if (rest.length === 0) return <SystemsPage query={loc.query} />;
    if (rest.length === 1) return <SystemPage key={rest[0]} id={rest[0]} />;
  }
  if (first === 'classify' && !rest.length) return <ClassifyPage />;
  if (first === 'login' && !rest.length) return <LoginPage query={loc.query} />;
  if (first === 'developers' && rest[0] === 'keys' && rest.length === 1) return <KeysPage />;
  return <NotFoundPage />;
}

const NAV = [
  ['/explore', 'Explore'],
  ['/systems', 'Systems'],
  ['/classify', 'Classify'],
  ['/developers/keys', 'API keys'],
] as const;

export function App() {
  const loc = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // After an in-app navigation: top of the page, focus on the new page's heading (screen readers hear it).
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
            <a href={href} aria-current={href.startsWith(section) ? 'page' : undefined}>
              {label}
            </a>
          ))}
          <a href="/login" aria-current={section === '/login' ? 'page' : undefined}>
            Sign in
          </a>
        </nav>
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
