import { useState } from 'preact/hooks';
import { type EquivalenceStats } from '../api.ts';
import { navigate } from '../router.ts';
import { useApi, useTitle } from '../useApi.ts';
import { Status } from '../components/status.tsx';
import { StatTable, type Column } from '../components/statTable.tsx';
import { systemName } from '../site.ts';

export const crosswalkPath = (a: string, b: string, q = '') =>
  `/crosswalks/${encodeURIComponent(a)}/${encodeURIComponent(b)}${q}`;

const columns: Column<EquivalenceStats['items'][number]>[] = [
  {
    label: 'From',
    cell: (p) => <a href={crosswalkPath(p.source_system, p.target_system)}>{systemName(p.source_system)}</a>,
  },
  { label: 'To', cell: (p) => systemName(p.target_system) },
  { label: 'Links', num: true, cell: (p) => p.edges.toLocaleString('en') },
  { label: 'Exact', num: true, hideNarrow: true, cell: (p) => p.exact.toLocaleString('en') },
];

/** /crosswalks: pick two systems (from the pairs that have edges), or open one of the largest crosswalks. One request. */
export function CrosswalksPage({ query }: { query: URLSearchParams }) {
  useTitle('Crosswalks');
  const stats = useApi<EquivalenceStats>('/equivalences/stats?limit=500');
  const pairs = stats.data?.items ?? [];
  const byName = (x: string, y: string) => systemName(x).localeCompare(systemName(y), 'en', { numeric: true });
  const systems = [...new Set(pairs.flatMap((p) => [p.source_system, p.target_system]))].sort(byName);
  const [a, setA] = useState(query.get('a') ?? '');
  const [b, setB] = useState('');
  const targets = a
    ? [
        ...new Set(
          pairs.flatMap((p) =>
            p.source_system === a ? [p.target_system] : p.target_system === a ? [p.source_system] : [],
          ),
        ),
      ].sort(byName)
    : systems;
  return (
    <>
      <h1>Crosswalks</h1>
      <p class="lead">
        How the codes of one classification system map onto another: the sections that meet, the code-level graph of a
        section, and side-by-side comparison and differences.
      </p>
      <Status state={stats} what="the crosswalks">
        <form
          class="picker"
          onSubmit={(e) => {
            e.preventDefault();
            if (a && b) navigate(crosswalkPath(a, b));
          }}
        >
          <label>
            System A
            <select value={a} onChange={(e) => setA((e.target as HTMLSelectElement).value)} required>
              <option value="">Choose…</option>
              {systems.map((s) => (
                <option value={s}>{systemName(s)}</option>
              ))}
            </select>
          </label>
          <label>
            System B
            <select value={b} onChange={(e) => setB((e.target as HTMLSelectElement).value)} required>
              <option value="">Choose…</option>
              {targets
                .filter((s) => s !== a)
                .map((s) => (
                  <option value={s}>{systemName(s)}</option>
                ))}
            </select>
          </label>
          <button type="submit">Open the crosswalk</button>
        </form>
        <h2>Largest crosswalks</h2>
        {pairs.length ? (
          <StatTable columns={columns} rows={pairs.slice(0, 100)} />
        ) : (
          <p class="muted">No crosswalks loaded yet.</p>
        )}
      </Status>
    </>
  );
}
