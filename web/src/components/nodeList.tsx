import type { NodeBrief } from '../api.ts';
import { useState } from 'preact/hooks';
import { nodePath } from '../router.ts';

/** A list of codes of one system, each a link to its node page. */
export function NodeList({ items, system, empty }: { items?: NodeBrief[]; system: string; empty: string }) {
  const [all, setAll] = useState(false);
  if (!items?.length) return <p class="muted">{empty}</p>;
  const shown = all ? items : items.slice(0, 20); // long lists: the first 20, then a button (short pages on phones)
  return (
    <>
      <ul class="nodes">
        {shown.map((c) => (
          <li>
            <a href={nodePath(system, c.code)}>
              <code>{c.code}</code> {c.title}
            </a>
            {c.child_count ? <span class="muted small"> · {c.child_count}</span> : null}
          </li>
        ))}
      </ul>
      {shown.length < items.length ? (
        <button type="button" class="more" onClick={() => setAll(true)}>
          Show all {items.length}
        </button>
      ) : null}
    </>
  );
}
