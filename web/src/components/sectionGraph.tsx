import { enc, type CrosswalkGraph } from '../api.ts';
import { nodePath } from '../router.ts';
import { useApi } from '../useApi.ts';
import { useNarrow } from '../narrow.ts';
import { systemName } from '../site.ts';
import { Status } from './status.tsx';

/** Height of one code's row (px): two lines of 13 px text. The links are drawn between row middles. */
const ROW = 44;

type GraphNode = CrosswalkGraph['nodes'][number];
const label = (n?: GraphNode) => (n ? `${n.code} ${n.title ?? ''}`.trim() : '');

/**
 * The code-level graph of one crosswalk section (one request). Wide screens: codes of A in a column on
 * the left, of B on the right, links drawn between; the labels are HTML, so they wrap (two lines at
 * most, then cut with the whole text as a tooltip) and never leave the page. Narrow screens: the
 * links as a stacked list: each code of A, the codes of B it links to under it.
 */
export function SectionGraph({
  a,
  b,
  aGroup,
  bGroup,
}: {
  a: string;
  b: string;
  aGroup: string;
  bGroup: string | null;
}) {
  const narrow = useNarrow();
  const g = useApi<CrosswalkGraph>(
    `/systems/${enc(a)}/crosswalk/${enc(b)}/graph?limit=200&a_group=${enc(aGroup)}${bGroup ? `&b_group=${enc(bGroup)}` : ''}`,
  );
  const d = g.data;
  const left = d?.nodes.filter((n) => n.system === a) ?? [];
  const right = d?.nodes.filter((n) => n.system === b) ?? [];
  const byId = new Map(d?.nodes.map((n) => [n.id, n]) ?? []);
  const row = new Map<string, number>();
  left.forEach((n, i) => row.set(`a:${n.id}`, i));
  right.forEach((n, i) => row.set(`b:${n.id}`, i));
  const h = Math.max(left.length, right.length) * ROW;
  const mid = (i: number | undefined) => (i ?? 0) * ROW + ROW / 2;
  const column = (nodes: GraphNode[], system: string, side: string) => (
    <ul class={`sg-col sg-${side}`} aria-label={`${systemName(system)} codes`}>
      {nodes.map((n) => (
        <li>
          <a href={nodePath(system, n.code)} title={label(n)}>
            <code>{n.code}</code> {n.title ?? ''}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="h-graph">
      <h2 id="h-graph">
        Section <code>{aGroup}</code>
        {bGroup ? (
          <>
            {' '}
            → <code>{bGroup}</code>
          </>
        ) : null}{' '}
        {d ? (
          <span class="muted small">
            ({d.total_edges} links{d.truncated ? `, first ${d.edges.length} drawn` : ''})
          </span>
        ) : null}
      </h2>
      <p>
        <a href={`/crosswalks/${enc(a)}/${enc(b)}`}>Back to all sections</a>
      </p>
      <Status state={g} what="the section's graph">
        {d?.edges.length ? (
          narrow ? (
            <ul class="sg-stack" aria-label={`Links from ${systemName(a)} to ${systemName(b)}`}>
              {left.map((n) => (
                <li>
                  <a href={nodePath(a, n.code)}>
                    <code>{n.code}</code> {n.title}
                  </a>
                  <ul>
                    {d.edges
                      .filter((e) => e.source === n.id)
                      .map((e) => {
                        const t = byId.get(e.target);
                        return (
                          <li>
                            → <span class={`match match-${e.match_type}`}>{e.match_type}</span>{' '}
                            <a href={nodePath(b, t?.code ?? '')}>
                              <code>{t?.code}</code> {t?.title}
                            </a>
                          </li>
                        );
                      })}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <figure class="graph section-graph">
                <div class="sg-heads" aria-hidden="true">
                  <span>{systemName(a)}</span>
                  <span />
                  <span>{systemName(b)}</span>
                </div>
                <div class="sg-body">
                  {column(left, a, 'left')}
                  <svg
                    class="sg-links"
                    viewBox={`0 0 100 ${h}`}
                    preserveAspectRatio="none"
                    height={h}
                    aria-hidden="true"
                  >
                    {d.edges.map((e) => (
                      <line
                        x1={0}
                        y1={mid(row.get(`a:${e.source}`))}
                        x2={100}
                        y2={mid(row.get(`b:${e.target}`))}
                        class={`edge edge-${e.match_type}`}
                        vector-effect="non-scaling-stroke"
                      />
                    ))}
                  </svg>
                  {column(right, b, 'right')}
                </div>
              </figure>
              <details>
                <summary>The links as a list</summary>
                <ul class="nodes">
                  {d.edges.map((e) => {
                    const s = byId.get(e.source);
                    const t = byId.get(e.target);
                    return (
                      <li>
                        <code>{s?.code}</code> {s?.title} → <code>{t?.code}</code> {t?.title}{' '}
                        <span class={`match match-${e.match_type}`}>{e.match_type}</span>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </>
          )
        ) : (
          <p class="muted">No links in this section.</p>
        )}
      </Status>
    </section>
  );
}
