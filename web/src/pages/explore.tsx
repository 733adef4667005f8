import { useState } from 'preact/hooks';
import { SearchBox } from '../components/searchBox.tsx';
import { useTitle } from '../useApi.ts';
import { siteData } from '../site.ts';
import { systemPath } from '../router.ts';

/** Queries that show what the explorer does: words, a code, an occupation, a product. */
const EXAMPLES = ['truck driver', 'bakery', 'software publishers', '6201', 'registered nurse', 'coffee beans'];
const num = (n: number) => n.toLocaleString('en');

/**
 * /explore (and /): find a code by words or by code; before a search, what the explorer holds (its
 * figures, the main systems by kind) and example queries. The figures come with the page (no request).
 */
export function ExplorePage({ query }: { query: string }) {
  useTitle('Explore');
  const home = siteData()?.home;
  const [text, setText] = useState(query);
  return (
    <>
      <h1>Explore classifications</h1>
      <p class="lead">
        Industry, product, occupation, trade and other classification systems, their hierarchies and the crosswalks
        between them. No account needed. Or <a href="/systems">browse the catalog of systems</a>.
      </p>
      <SearchBox initial={query} onText={setText} />
      {!text.trim() && (
        <div class="home">
          <section aria-labelledby="h-examples">
            <h2 id="h-examples">Try</h2>
            <ul class="examples">
              {EXAMPLES.map((q) => (
                <li>
                  <a href={`/explore?q=${encodeURIComponent(q)}`}>{q}</a>
                </li>
              ))}
            </ul>
            <p class="small">
              Or describe an activity in a sentence to <a href="/classify">classify it</a>, open the{' '}
              <a href="/crosswalks">crosswalks</a> between two systems, or read{' '}
              <a href="/guides" data-reload>
                the guides
              </a>
              .
            </p>
          </section>
          {home && (
            <>
              <section aria-labelledby="h-figures">
                <h2 id="h-figures">In the explorer</h2>
                <ul class="figures">
                  <li>
                    <strong>{num(home.systems)}</strong> classification systems
                  </li>
                  <li>
                    <strong>{num(home.codes)}</strong> codes
                  </li>
                  <li>
                    <strong>{num(home.crosswalk_links)}</strong> crosswalk links
                  </li>
                  <li>
                    <a href="/countries">
                      <strong>{num(home.countries)}</strong> countries and territories
                    </a>
                  </li>
                </ul>
              </section>
              <section aria-labelledby="h-main">
                <h2 id="h-main">Main systems</h2>
                <div class="kinds">
                  {home.kinds.map((k) => (
                    <section aria-label={k.kind} class="kind">
                      <h3>{k.kind}</h3>
                      <ul>
                        {k.systems.map((s) => (
                          <li>
                            <a href={systemPath(s.id)}>{s.name}</a>{' '}
                            <span class="muted small">{num(s.codes)} codes</span>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </section>
            </>
          )}
        </div>
      )}
    </>
  );
}
