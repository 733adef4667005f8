import { enc, type CrosswalkQuality } from '../api.ts';
import { nodePath } from '../router.ts';
import { useApi } from '../useApi.ts';
import { Status } from './status.tsx';

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toLocaleString('en')}%`;
const n = (x: number) => x.toLocaleString('en');

/** The pair as files (plain links: they cost no request until followed). */
export function CrosswalkDownloads({ a, b }: { a: string; b: string }) {
  const base = `/api/v1/crosswalks/${enc(a)}/${enc(b)}`;
  return (
    <p class="downloads" aria-label="Download this crosswalk">
      Download:{' '}
      <a href={`${base}.sssom.tsv`} download>
        SSSOM
      </a>{' '}
      <a href={`${base}.ttl`} download>
        Turtle
      </a>{' '}
      <a href={`${base}.csv`} download>
        CSV with labels
      </a>
    </p>
  );
}

/**
 * How far to trust the crosswalk a → b (GET /crosswalks/{a}/{b}/quality, one request): where its links
 * come from, their types, how many leaves of each side have one (the first unmapped linked), what
 * `ingest --official` repaired or dropped, links between unrelated sections, and the last change.
 */
export function QualityPanel({ a, b }: { a: string; b: string }) {
  const q = useApi<CrosswalkQuality>(`/crosswalks/${enc(a)}/${enc(b)}/quality`);
  const d = q.data;
  const side = (s: CrosswalkQuality['a'], other: string) => (
    <section aria-labelledby={`h-q-${s.system}`}>
      <h3 id={`h-q-${s.system}`}>{s.name ?? s.system}</h3>
      <p>
        <strong>{pct(s.coverage)}</strong> of its {n(s.leaves)} leaf codes have a link to {other} ({n(s.mapped_leaves)};{' '}
        {n(s.unmapped_leaves)} without).
        {s.groups_through_hierarchy ? ` ${n(s.groups_through_hierarchy)} groups reach it through their leaves.` : ''}
      </p>
      {s.unmapped.length ? (
        <>
          <p class="muted small">Leaf codes without a link:</p>
          <ul class="nodes">
            {s.unmapped.map((u) => (
              <li>
                <a href={nodePath(s.system, u.code)}>
                  <code>{u.code}</code> {u.title}
                </a>
              </li>
            ))}
          </ul>
          {s.unmapped_leaves > s.unmapped.length ? (
            <p>
              <a href={`?view=diff`}>All {n(s.unmapped_leaves)} unmapped leaf codes</a>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
  return (
    <section aria-labelledby="h-quality">
      <h2 id="h-quality">How far to trust this crosswalk</h2>
      <Status state={q} what="the quality of this crosswalk">
        {d ? (
          <>
            <dl class="facts quality">
              <div>
                <dt>Links</dt>
                <dd>{n(d.edges)}</dd>
              </div>
              <div>
                <dt>Where they come from</dt>
                <dd>
                  official {n(d.provenance.official)}, curated {n(d.provenance.curated)}, derived by a rule{' '}
                  {n(d.provenance.derived)}; through the hierarchy: {n(d.provenance.hierarchy)} groups
                </dd>
              </div>
              <div>
                <dt>Sources</dt>
                <dd>
                  {d.sources.length
                    ? d.sources.map((s, i) => (
                        <>
                          {i ? '; ' : ''}
                          <code>{s.source}</code> ({s.kind}, {n(s.edges)})
                        </>
                      ))
                    : 'none'}
                </dd>
              </div>
              <div>
                <dt>Match types</dt>
                <dd>
                  exact {n(d.match_types.exact ?? 0)}, broad {n(d.match_types.broad ?? 0)}, narrow{' '}
                  {n(d.match_types.narrow ?? 0)}, partial {n(d.match_types.partial ?? 0)}
                  {d.match_types.close ? `, close ${n(d.match_types.close)}` : ''}
                  {d.match_types.related ? `, related ${n(d.match_types.related)}` : ''}
                </dd>
              </div>
              <div>
                <dt>Repaired when the official files were applied</dt>
                <dd>
                  {n(d.repairs.total)}
                  {d.repairs.total
                    ? ` (${Object.entries(d.repairs.by_rule)
                        .map(([rule, c]) => `${rule.replace(/_/g, ' ')} ${n(c)}`)
                        .join(', ')})`
                    : ''}
                </dd>
              </div>
              <div>
                <dt>Dropped as contradicted by an official table</dt>
                <dd>{n(d.contradictions.total)}</dd>
              </div>
              <div>
                <dt>Links between otherwise unrelated sections</dt>
                <dd>{n(d.unrelated_sections.total)}</dd>
              </div>
              <div>
                <dt>Last change</dt>
                <dd>{d.last_change ? d.last_change.slice(0, 10) : 'not recorded'}</dd>
              </div>
            </dl>
            <div class="columns">
              {side(d.a, d.b.name ?? b)}
              {side(d.b, d.a.name ?? a)}
            </div>
          </>
        ) : null}
      </Status>
    </section>
  );
}
