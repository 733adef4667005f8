import type { ComponentChildren } from 'preact';

/** One figure of a totals list: its count, what it counts and an optional note after it. */
export interface Total {
  count: number;
  label: string;
  note?: ComponentChildren;
}

/** The bold figures above a diff's pages ("12 added · 3 removed …"). */
export function TotalsList({ totals }: { totals: Total[] }) {
  return (
    <ul class="totals" aria-label="Totals">
      {totals.map((t) => (
        <li>
          <strong>{t.count.toLocaleString('en')}</strong> {t.label}
          {t.note}
        </li>
      ))}
    </ul>
  );
}
