import { useState } from 'preact/hooks';
import { enc, type EditionDiff, type SuccessionList } from '../api.ts';
import { useApi } from '../useApi.ts';
import { nodePath } from '../router.ts';
import { Status } from './status.tsx';
import { PagedList } from './pagedList.tsx';
import { TotalsList } from './totalsList.tsx';

const PAGE = 50;
const KINDS = ['renumbered', 'split', 'merged', 'regrouped', 'added', 'removed', 'retitled', 'unchanged'] as const;
const LEVELS: [number, string][] = [
  [4, 'classes'],
  [3, 'groups'],
  [2, 'divisions'],
  [1, 'sections'],
];
type Entry = EditionDiff['items'][number];
type Succession = SuccessionList['items'][number];

/**
 * On the page of an edition replaced by (or replacing) another with an official correspondence (NACE Rev. 2 →
 * Rev. 2.1): what changed from one to the other, read from that table. The successions come on the system's own
 * body (`successions`); a section asks nothing until it is opened.
 */
export function EditionDiffSections({ successions }: { successions: Succession[] }) {
  return (
    <>
      {successions.map((s) => (
        <EditionDiffSection s={s} />
      ))}
    </>
  );
}

function EditionDiffSection({ s }: { s: Succession }) {
  const [open, setOpen] = useState(false);
  const id = `h-edition-${s.from}-${s.to}`;
  return (
    <section aria-labelledby={id}>
      <details class="releases" onToggle={(e) => open || setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <h2 id={id}>{s.name}: what changed</h2>
        </summary>
        {open && <Picker s={s} />}
      </details>
    </section>
  );
}

function Picker({ s }: { s: Succession }) {
  const [level, setLevel] = useState(4);
  const [change, setChange] = useState<string>('changed');
  return (
    <>
      <p class="muted small">From the official correspondence table: each set of linked codes, named by its shape.</p>
      <div class="picker">
        <label>
          Level
          <select
            value={String(level)}
            onChange={(e) => setLevel(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {LEVELS.map(([l, name]) => (
              <option value={String(l)}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Show
          <select value={change} onChange={(e) => setChange((e.currentTarget as HTMLSelectElement).value)}>
            <option value="changed">every change</option>
            {KINDS.map((k) => (
              <option value={k}>{k}</option>
            ))}
          </select>
        </label>
      </div>
      <DiffView key={`${level}-${change}`} s={s} level={level} change={change} />
    </>
  );
}

function DiffView({ s, level, change }: { s: Succession; level: number; change: string }) {
  const base = `/editions/${enc(s.from)}/${enc(s.to)}/diff?level=${level}&change=${enc(change)}&limit=${PAGE}`;
  const first = useApi<EditionDiff>(`${base}&offset=0`);
  const d = first.data;
  return (
    <Status state={first} what="the differences">
      {d && d.missing.length > 0 && (
        <p class="muted">{d.missing.join(' and ')} is not loaded here: nothing to compare.</p>
      )}
      {d && !d.missing.length && (
        <>
          <TotalsList
            totals={[
              ...KINDS.map((k) => ({ count: d.totals[k], label: k })),
              { count: d.totals.new_codes, label: 'new code numbers' },
            ]}
          />
          <PagedList
            first={d}
            base={base}
            size={PAGE}
            label="Changes"
            empty="Nothing of this kind at this level."
            rows={(items) => <Rows s={s} items={items} />}
          />
        </>
      )}
    </Status>
  );
}

function Codes({ system, codes }: { system: string; codes: Entry['from'] }) {
  return (
    <ul class="edition-codes">
      {codes.map((c) => (
        <li>
          <a href={nodePath(system, c.code)}>
            <code>{c.code}</code>
          </a>{' '}
          {c.title ?? ''}
          {!c.also_in_other && <span class="muted small"> (number not in the other edition)</span>}
        </li>
      ))}
    </ul>
  );
}

function Rows({ s, items }: { s: Succession; items: Entry[] }) {
  return (
    <>
      {items.map((e) => (
        <li>
          <span class="tag">{e.change}</span> {e.explanation}
          {(e.from.length > 1 || e.to.length > 1) && (
            <div class="edition-sides">
              <Codes system={s.from} codes={e.from} />
              <span aria-hidden="true">→</span>
              <Codes system={s.to} codes={e.to} />
            </div>
          )}
        </li>
      ))}
    </>
  );
}
