import type { NodeBrief } from '../api.ts';
import { nodePath } from '../router.ts';

/** A list of codes of one system, each a link to its node page. */
export function NodeList({ items, system, empty }: { items?: NodeBrief[]; system: string; empty: string }) {
  if (!items?.length) return <p class="muted">{empty}</p>;
  return (
    <ul class="nodes">
      {items.map((c) => (
        <li>
          <a href={nodePath(system, c.code)}>
            <code>{c.code}</code> {c.title}
          </a>
          {c.child_count ? <span class="muted small"> · {c.child_count}</span> : null}
        </li>
      ))}
    </ul>
  );
}
