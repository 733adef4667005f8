import type { LevelCount } from '../api.ts';

/** Bars in HTML (readable at any width): how many codes each level of a hierarchy holds. */
export function LevelChart({ levels }: { levels: LevelCount[] }) {
  if (!levels.length) return <p class="muted">No level figures.</p>;
  const max = Math.max(...levels.map((l) => l.count), 1);
  return (
    <figure class="chart">
      <ul class="bars" aria-label="Codes per level">
        {levels.map((l) => (
          <li>
            <span class="bar-label">Level {l.level}</span>
            <span class="bar-track" aria-hidden="true">
              <span class="bar" style={{ width: `${Math.max(0.5, (l.count / max) * 100)}%` }} />
            </span>
            <span class="bar-value">{l.count.toLocaleString('en')}</span>
          </li>
        ))}
      </ul>
      <figcaption class="muted small">Number of codes at each level of the hierarchy.</figcaption>
    </figure>
  );
}
