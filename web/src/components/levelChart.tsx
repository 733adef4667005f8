export interface LevelCount {
  level: number;
  count: number;
}

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

/** Accepts the API's level figures as [{level, count}] / [{level, nodes}] or {"1": n, ...}. */
export function toLevels(raw: unknown): LevelCount[] {
  if (Array.isArray(raw)) {
    return raw
      .map((r: any) => ({ level: Number(r.level), count: Number(r.count ?? r.nodes ?? r.node_count ?? 0) }))
      .filter((l) => Number.isFinite(l.level));
  }
  if (raw && typeof raw === 'object') {
    return Object.entries(raw as Record<string, number>)
      .map(([k, v]) => ({ level: Number(k), count: Number(v) }))
      .filter((l) => Number.isFinite(l.level))
      .sort((a, b) => a.level - b.level);
  }
  return [];
}
