import type { LevelCount } from '../api.ts';

/** Horizontal bars: how many codes each level of a hierarchy holds. */
export function LevelChart({ levels }: { levels: LevelCount[] }) {
  if (!levels.length) return <p class="muted">No level figures.</p>;
  const max = Math.max(...levels.map((l) => l.count), 1);
  const row = 30,
    left = 70,
    width = 600,
    right = 90;
  const h = levels.length * row + 10;
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${left + width + right} ${h}`}
        role="img"
        aria-label={`Codes per level: ${levels.map((l) => `level ${l.level}, ${l.count}`).join('; ')}`}
      >
        {levels.map((l, i) => {
          const w = Math.max(2, (l.count / max) * width);
          const y = 5 + i * row;
          return (
            <g>
              <text x={left - 8} y={y + 18} text-anchor="end">
                Level {l.level}
              </text>
              <rect class="bar" x={left} y={y + 3} width={w} height={row - 8} rx="3" />
              <text x={left + w + 6} y={y + 18}>
                {l.count.toLocaleString('en')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="muted small">Number of codes at each level of the hierarchy.</figcaption>
    </figure>
  );
}
