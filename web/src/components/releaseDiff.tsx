import { useState } from 'preact/hooks';
import { enc, type ReleaseDiff as Diff, type ReleaseList } from '../api.ts';
import { useApi } from '../useApi.ts';
import { nodePath } from '../router.ts';
import { Status } from './status.tsx';
import { PagedList } from './pagedList.tsx';
import { TotalsList } from './totalsList.tsx';

const PAGE = 50;
const KINDS = ['added', 'removed', 'changed'] as const;
type Release = ReleaseList['items'][number];
const day = (at: string) =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const time = (at: string) => new Date(at).toISOString().slice(11, 19);

/**
 * Where a release came from, in words: never a path of the server (older answers carried one). An
 * `official:<id>` source is the authority's file; anything else is the bundle the data came in.
 */
export const sourceWords = (source: string | null | undefined): string | null =>
  !source || /[/\\]/.test(source)
    ? null
    : /^official\b/i.test(source)
      ? 'official file'
      : /^bundle:/.test(source)
        ? `bundle ${source.slice(7)}`
        : source;

/**
 * A release as people tell it apart: its edition and date, where it came from, and the time when two
 * releases share a date (the pickers add its place in the list).
 */
export function releaseLabel(r: Release, i: number, all: Release[]): string {
  if (r.label) return r.label; // the API's own words (edition, which release, when)
  const sameDay = all.some((o) => o !== r && day(o.at) === day(r.at));
  const from = sourceWords(r.source);
  return [r.release ? `Edition ${r.release}` : 'Release', `${day(r.at)}${sameDay ? ` ${time(r.at)} UTC` : ''}`, from]
    .filter(Boolean)
    .join(' · ');
}

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
  return (
    <Status state={list} what="the releases">
      {list.data && !items.length && <p class="muted">No release recorded for this system.</p>}
      {items.length > 0 && (
        <ol class="history">
          {items.map((r, i) => (
            <li>
              <strong>{releaseLabel(r, i, items)}</strong>{' '}
              <span class="muted small">
                {r.counts.nodes.toLocaleString('en')} codes: {r.counts.added.toLocaleString('en')} added,{' '}
                {r.counts.changed.toLocaleString('en')} changed, {r.counts.removed.toLocaleString('en')} removed
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
                  {items.map((r, i) => (
                    <option value={r.id}>
                      {r.label ? '' : `${i + 1}. `}
                      {releaseLabel(r, i, items)}
                    </option>
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
  const base = `/systems/${enc(system)}/releases/${enc(a)}/diff/${enc(b)}?limit=${PAGE}`;
  const first = useApi<Diff>(`${base}&offset=0`);
  const d = first.data;
  return (
    <Status state={first} what="the differences">
      {d && (
        <>
          <TotalsList
            totals={KINDS.map((k) => ({
              count: d.totals[k],
              label: k,
              note:
                k === 'changed' && d.totals.changed ? (
                  <span class="muted small">
                    {' '}
                    ({d.totals.retitled.toLocaleString('en')} retitled, {d.totals.moved.toLocaleString('en')} moved)
                  </span>
                ) : null,
            }))}
          />
          <PagedList
            first={d}
            base={base}
            size={PAGE}
            label="Changed codes"
            empty="No code changed between these releases."
            rows={(items) => <Rows system={system} items={items} />}
          />
        </>
      )}
    </Status>
  );
}

/** A field's value before and after, as the API gives them (older answers carry only the titles and parents). */
type Change = { field: string; before?: string | null; after?: string | null };

function changesOf(i: Diff['items'][number]): Change[] {
  if (i.changes?.length) return i.changes;
  const any = i as Diff['items'][number] & Record<string, unknown>;
  const fields = i.fields?.length ? i.fields : [i.retitled && 'title', i.moved && 'parent'].filter(Boolean);
  return (fields as string[]).map((field) => {
    if (field === 'title') return { field, before: i.previous_title, after: i.title };
    if (field === 'parent') return { field, before: i.previous_parent, after: i.parent };
    const before = any[`previous_${field}`];
    const after = any[field];
    return {
      field,
      before: typeof before === 'string' ? before : undefined,
      after: typeof after === 'string' ? after : undefined,
    };
  });
}

/** One changed field: the text before, struck out, and after; a long text (a description) folds away. */
function FieldChange({ c }: { c: Change }) {
  const known = c.before !== undefined || c.after !== undefined;
  const long = (c.before?.length ?? 0) + (c.after?.length ?? 0) > 160;
  const body = (
    <>
      <del>{c.before || '–'}</del> → <ins>{c.after || '–'}</ins>
    </>
  );
  return (
    <li>
      <span class="field">{c.field}</span>
      {!known ? (
        ' changed'
      ) : long ? (
        <details>
          <summary>before → after</summary>
          <div class="before-after">{body}</div>
        </details>
      ) : (
        <>: {body}</>
      )}
    </li>
  );
}

function Rows({ system, items }: { system: string; items: Diff['items'] }) {
  return (
    <>
      {items.map((i) => {
        const changes = i.change === 'changed' ? changesOf(i) : [];
        return (
          <li>
            <span class="tag">{i.change}</span>{' '}
            {i.change === 'removed' ? (
              <code>{i.code}</code>
            ) : (
              <a href={nodePath(system, i.code)}>
                <code>{i.code}</code>
              </a>
            )}{' '}
            {i.title ?? i.previous_title}
            {changes.length ? (
              <ul class="changes" aria-label={`What changed in ${i.code}`}>
                {changes.map((c) => (
                  <FieldChange c={c} />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </>
  );
}
