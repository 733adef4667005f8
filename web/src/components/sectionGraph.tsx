import { enc, type CrosswalkGraph } from '../api.ts';
import { nodePath } from '../router.ts';
import { useApi } from '../useApi.ts';
import { Status } from './status.tsx';

const ROW = 26;
const W = 760;

/** The code-level graph of one crosswalk section: codes of A on the left, of B on the right, links between (one request). */
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
  const g = useApi<CrosswalkGraph>(
    `/systems/${enc(a)}/crosswalk/${enc(b)}/graph?limit=200&a_group=${enc(aGroup)}${bGroup ? `&b_group=${enc(bGroup)}` : ''}`,
  );
  const d = g.data;
  const left = d?.nodes.filter((n) => n.system === a) ?? [];
  const right = d?.nodes.filter((n) => n.system === b) ?? [];
  const y = new Map<string, number>();
  left.forEach((n, i) => y.set(n.id, 20 + i * ROW));
  right.forEach((n, i) => y.set(n.id, 20 + i * ROW));
  const h = 30 + Math.max(left.length, right.length) * ROW;
  const label = (n: (typeof left)[number]) => {
    const t = `${n.code} ${n.title ?? ''}`;
    return t.length > 42 ? `${t.slice(0, 41)}…` : t;
  };
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
          <>
            <div class="graph wide">
              <svg viewBox={`0 0 ${W} ${h}`} role="group" aria-label={`Links from ${a} ${aGroup} to ${b}`}>
                {d.edges.map((e) => (
                  <line
                    x1={300}
                    y1={y.get(e.source)! - 4}
                    x2={460}
                    y2={y.get(e.target)! - 4}
                    class={`edge edge-${e.match_type}`}
                  />
                ))}
                {left.map((n) => (
                  <a href={nodePath(a, n.code)}>
                    <text x={295} y={y.get(n.id)} text-anchor="end">
                      {label(n)}
                    </text>
                  </a>
                ))}
                {right.map((n) => (
                  <a href={nodePath(b, n.code)}>
                    <text x={465} y={y.get(n.id)}>
                      {label(n)}
                    </text>
                  </a>
                ))}
              </svg>
            </div>
            <details>
              <summary>The links as a list</summary>
              <ul class="nodes">
                {d.edges.map((e) => {
                  const s = d.nodes.find((n) => n.id === e.source);
                  const t = d.nodes.find((n) => n.id === e.target);
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
        ) : (
          <p class="muted">No links in this section.</p>
        )}
      </Status>
    </section>
  );
}
