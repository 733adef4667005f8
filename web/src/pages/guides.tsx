import { useTitle } from '../useApi.ts';
import { Markdown } from '../components/markdown.tsx';

interface GuideText {
  slug: string;
  title: string;
  summary: string;
  text?: string;
  audience?: 'people' | 'agents';
}

/** The guide(s) the server put into the page (the same markdown the MCP server serves); no request. */
function pageData(): GuideText | GuideText[] | null {
  try {
    return JSON.parse(document.getElementById('page-data')?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** /guides and /guides/{slug}: how the explorer works, for people (agents read the same pages over MCP). */
export function GuidesPage({ slug }: { slug?: string }) {
  const data = pageData();
  const one = !Array.isArray(data) && data?.slug === slug ? data : null;
  const list = Array.isArray(data) ? data : null;
  useTitle(one ? one.title : 'Guides');
  if (slug && !one)
    return (
      <>
        <h1>Guide not found</h1>
        <p>
          <a href="/guides" data-reload>
            All guides
          </a>
        </p>
      </>
    );
  if (one)
    return (
      <article class="guide">
        <nav aria-label="Breadcrumb" class="crumbs">
          <ol>
            <li>
              <a href="/guides" data-reload>
                Guides
              </a>
            </li>
            <li aria-current="page">{one.title}</li>
          </ol>
        </nav>
        <Markdown text={one.text ?? ''} />
      </article>
    );
  const part = (audience: 'people' | 'agents') => (list ?? []).filter((g) => (g.audience ?? 'agents') === audience);
  const links = (items: GuideText[]) => (
    <ul class="guides">
      {items.map((g) => (
        <li>
          <a href={`/guides/${encodeURIComponent(g.slug)}`} data-reload>
            {g.title}
          </a>
          <p class="muted small">{g.summary}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <h1>Guides</h1>
      <p class="lead">How to use the explorer, and how its data fits together.</p>
      {list?.length ? (
        <>
          <section aria-labelledby="h-people">
            <h2 id="h-people">Using the explorer</h2>
            {links(part('people'))}
          </section>
          <section aria-labelledby="h-agents">
            <h2 id="h-agents">For AI agents and developers</h2>
            <p class="small">
              The same pages the MCP server gives agents: its tools, conventions, and overviews of the systems.
            </p>
            {links(part('agents'))}
          </section>
        </>
      ) : (
        <p class="muted">No guides here.</p>
      )}
    </>
  );
}
