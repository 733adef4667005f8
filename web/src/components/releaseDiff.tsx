import { useState } from 'preact/hooks';
import { enc, type ReleaseDiff as Diff, type ReleaseList } from '../api.ts';
import { useApi } from '../useApi.ts';
import { nodePath } from '../router.ts';
import { Status } from './status.tsx';

const PAGE = 50;
const KINDS = ['added', 'removed', 'retitled', 'moved'] as const;
const day = (at: string) => at.slice(0, 10);

/**
 * A system's releases and what changed between two of them. Asks nothing until the visitor opens the
 * section (a <details>); then one request for the list and one per page of the diff.
 */
export function ReleaseDiffSection({ system }: { system: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="h-releases">
      <details class="releases" onToggle={(e) => open || setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <h2 id="h-releases">Releases and what changed</h2>
        </summary>
        {open && <Releases system={system} />}
      </details>
    </section>
  );
}

function Releases({ system }: { system: string }) {
  const list = useApi<ReleaseList>(`/systems/${enc(system)}/releases?limit=100`);
  const items = list.data?.items ?? [];
  const [pick, setPick] = useState<{ a?: string; b?: string }>({});
  const a = pick.a ?? items[items.length - 2]?.id;
  const b = pick.b ?? items[items.length - 1]?.id;
  const label = (r: ReleaseList['items'][number]) =>
    [r.release, r.source?.split('/').pop(), day(r.at)].filter(Boolean).join(' · ');
  return (
    <Status state={list} what="the releases">
      {list.data && !items.length && <p class="muted">No release recorded for this system.</p>}
      {items.length > 0 && (
        <ol class="history">
          {items.map((r) => (
            <li>
              <strong>{r.release ?? r.source ?? `release ${r.id}`}</strong>{' '}
              <span class="muted small">
                {day(r.at)}
                {r.release && r.source ? ` · ${r.source}` : ''} · {r.counts.nodes.toLocaleString('en')} codes, +
                {r.counts.added} added, {r.counts.changed} changed, −{r.counts.removed} removed
              </span>
            </li>
          ))}
        </ol>
      )}
      {items.length === 1 && <p class="muted">Only one release so far: nothing to compare yet.</p>}
      {items.length > 1 && a && b && (
        <>
          <div class="picker">
            {(['a', 'b'] as const).map((k) => (
              <label>
                {k === 'a' ? 'From release' : 'To release'}
                <select
                  value={k === 'a' ? a : b}
                  onChange={(e) => setPick({ a, b, [k]: (e.currentTarget as HTMLSelectElement).value })}
                >
                  {items.map((r) => (
                    <option value={r.id}>{label(r)}</option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {a === b ? (
            <p class="muted">Pick two different releases.</p>
          ) : (
            <DiffView key={`${a}-${b}`} system={system} a={a} b={b} />
          )}
        </>
      )}
    </Status>
  );
}

function DiffView({ system, a, b }: { system: string; a: string; b: string }) {
  const [pages, setPages] = useState(1);
  const base = `/systems/${enc(system)}/releases/${enc(a)}/diff/${enc(b)}?limit=${PAGE}`;
  const first = useApi<Diff>(`${base}&offset=0`);
  const d = first.data;
  return (
    <Status state={first} what="the differences">
      {d && (
        <>
          <ul class="totals" aria-label="Totals">
            {KINDS.map((k) => (
              <li>
                <strong>{d.totals[k].toLocaleString('en')}</strong> {k}
              </li>
            ))}
          </ul>
          {d.total === 0 ? (
            <p class="muted">No code changed between these releases.</p>
          ) : (
            <ul class="nodes diff-list" aria-label="Changed codes">
              <Rows system={system} items={d.items} />
              {Array.from({ length: pages - 1 }, (_, i) => (
                <DiffPage system={system} path={`${base}&offset=${(i + 1) * PAGE}`} />
              ))}
            </ul>
          )}
          {pages * PAGE < d.total && (
            <button type="button" onClick={() => setPages(pages + 1)}>
              More ({(d.total - pages * PAGE).toLocaleString('en')} left)
            </button>
          )}
        </>
      )}
    </Status>
  );
}

function DiffPage({ system, path }: { system: string; path: string }) {
  const page = useApi<Diff>(path);
  return page.data ? (
    <Rows system={system} items={page.data.items} />
  ) : (
    <li>
      <Status state={page} what="more differences" />
    </li>
  );
}

function Rows({ system, items }: { system: string; items: Diff['items'] }) {
  return (
    <>
      {items.map((i) => {
        const kind =
          i.change === 'changed'
            ? [i.retitled && 'retitled', i.moved && 'moved'].filter(Boolean).join(', ') || 'changed'
            : i.change;
        return (
          <li>
            <span class="tag">{kind}</span>{' '}
            {i.change === 'removed' ? (
              <code>{i.code}</code>
            ) : (
              <a href={nodePath(system, i.code)}>
                <code>{i.code}</code>
              </a>
            )}{' '}
            {i.retitled ? (
              <>
                <del>{i.previous_title}</del> → <ins>{i.title}</ins>
              </>
            ) : (
              (i.title ?? i.previous_title)
            )}
            {i.moved && (
              <span class="muted small">
                {' '}
                (parent {i.previous_parent ?? '–'} → {i.parent ?? '–'})
              </span>
            )}
          </li>
        );
      })}
    </>
  );
}
