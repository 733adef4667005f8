import { enc, type Comparison, type Diff, type Sections } from '../api.ts';
import { nodePath, systemPath } from '../router.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { StatTable } from '../components/statTable.tsx';
import { SectionGraph } from '../components/sectionGraph.tsx';
import { CrosswalkDownloads, QualityPanel } from '../components/qualityPanel.tsx';
import { crosswalkPath } from './crosswalks.tsx';
import { systemName } from '../site.ts';

type View = 'sections' | 'compare' | 'diff' | 'quality';

/**
 * /crosswalks/{a}/{b}: the sections table (top-level groups of both sides that meet, largest first);
 * ?a_group=&b_group= adds the code-level graph of one section; ?view=compare|diff|quality the other
 * answers (quality: how far to trust the pair). One request per view; the download links on every view.
 */
export function CrosswalkPage({ a, b, query }: { a: string; b: string; query: URLSearchParams }) {
  const view = (
    ['compare', 'diff', 'quality'].includes(query.get('view') ?? '') ? query.get('view') : 'sections'
  ) as View;
  const ag = query.get('a_group');
  const bg = query.get('b_group');
  const an = systemName(a),
    bn = systemName(b);
  useTitle(`Crosswalk ${an} → ${bn}`);
  const tab = (v: View, label: string) => (
    <a href={crosswalkPath(a, b, v === 'sections' ? '' : `?view=${v}`)} aria-current={view === v ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <article>
      <nav aria-label="Breadcrumb" class="crumbs">
        <ol>
          <li>
            <a href="/crosswalks">Crosswalks</a>
          </li>
          <li aria-current="page">
            {an} → {bn}
          </li>
        </ol>
      </nav>
      <h1>
        <a href={systemPath(a)}>{an}</a> → <a href={systemPath(b)}>{bn}</a>
      </h1>
      <nav aria-label="Crosswalk views" class="tabs">
        {tab('sections', 'Sections')}
        {tab('compare', 'Compare')}
        {tab('diff', 'Diff')}
        {tab('quality', 'Quality')}
        <a href={crosswalkPath(b, a)}>Reverse</a>
      </nav>
      {view === 'sections' && !ag && <SectionsView a={a} b={b} />}
      {view === 'sections' && ag && <SectionGraph a={a} b={b} aGroup={ag} bGroup={bg} />}
      {view === 'compare' && <CompareView a={a} b={b} />}
      {view === 'diff' && <DiffView a={a} b={b} />}
      {view === 'quality' && <QualityPanel a={a} b={b} />}
      <CrosswalkDownloads a={a} b={b} />
    </article>
  );
}

function SectionsView({ a, b }: { a: string; b: string }) {
  const s = useApi<Sections>(`/systems/${enc(a)}/crosswalk/${enc(b)}/sections?limit=200`);
  const items = s.data?.items ?? [];
  return (
    <section aria-labelledby="h-sections">
      <h2 id="h-sections">
        Sections {s.data ? <span class="muted small">({s.data.total_edges.toLocaleString('en')} links)</span> : null}
      </h2>
      <Status state={s} what="the sections">
        {items.length ? (
          <StatTable
            rows={items}
            columns={[
              {
                label: systemName(a),
                cell: (r) => (
                  <a href={crosswalkPath(a, b, `?a_group=${enc(r.a_group)}&b_group=${enc(r.b_group)}`)}>
                    <code>{r.a_group}</code> {r.a_title ?? ''}
                  </a>
                ),
              },
              {
                label: systemName(b),
                cell: (r) => (
                  <>
                    <code>{r.b_group}</code> {r.b_title ?? ''}
                  </>
                ),
              },
              { label: 'Links', num: true, cell: (r) => r.edges },
            ]}
          />
        ) : (
          <p class="muted">
            No links between {systemName(a)} and {systemName(b)}.
          </p>
        )}
      </Status>
    </section>
  );
}

function CompareView({ a, b }: { a: string; b: string }) {
  const c = useApi<Comparison>(`/compare?a=${enc(a)}&b=${enc(b)}&limit=200`);
  return (
    <section aria-labelledby="h-compare">
      <h2 id="h-compare">Side by side</h2>
      <Status state={c} what="the comparison">
        {c.data?.items.length ? (
          <ul class="compare">
            {c.data.items.map((g) => (
              <li>
                <a href={nodePath(a, g.code)}>
                  <code>{g.code}</code> {g.title ?? ''}
                </a>{' '}
                <span class="muted small">({g.edges} links)</span>
                {g.targets.length ? (
                  <ul>
                    {g.targets.map((t) => (
                      <li>
                        →{' '}
                        <a href={nodePath(b, t.code)}>
                          <code>{t.code}</code> {t.title ?? ''}
                        </a>{' '}
                        <span class="muted small">({t.edges})</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">Nothing to compare.</p>
        )}
      </Status>
    </section>
  );
}

function DiffView({ a, b }: { a: string; b: string }) {
  const d = useApi<Diff>(`/diff?a=${enc(a)}&b=${enc(b)}&limit=100`);
  const side = (sys: string, other: string, list?: Diff['a_unmapped']) => (
    <section aria-labelledby={`h-diff-${sys}`}>
      <h3 id={`h-diff-${sys}`}>
        In {systemName(sys)}, leaf codes with no link to {systemName(other)}{' '}
        <span class="muted small">({list?.total ?? 0})</span>
      </h3>
      {list?.items.length ? (
        <ul class="nodes">
          {list.items.map((u) => (
            <li>
              <a href={nodePath(sys, u.code)}>
                <code>{u.code}</code> {u.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">Every leaf code has a link.</p>
      )}
    </section>
  );
  return (
    <section aria-labelledby="h-diff">
      <h2 id="h-diff">Codes without a counterpart</h2>
      <Status state={d} what="the differences">
        <div class="columns">
          {side(a, b, d.data?.a_unmapped)}
          {side(b, a, d.data?.b_unmapped)}
        </div>
      </Status>
    </section>
  );
}
