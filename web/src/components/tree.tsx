import { useState } from 'preact/hooks';
import { api, nodeApi, ApiError, type NodeBrief } from '../api.ts';
import { nodePath } from '../router.ts';

type Children = { items: NodeBrief[]; total: number };

/** Lists longer than this show their first FIRST items and a button for the rest (pages stay short on phones). */
const FIRST = 20;

/**
 * A tree of codes that expands in place: each code with children has a toggle that loads its
 * children (one request, on demand, kept in the client cache) under it. Links open the code's page.
 */

export function Tree({
  items,
  system,
  empty,
  label,
}: {
  items?: NodeBrief[];
  system: string;
  empty: string;
  label: string;
}) {
  const [all, setAll] = useState(false);
  if (!items?.length) return <p class="muted">{empty}</p>;
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <>
      <ul class="tree" aria-label={label}>
        {shown.map((c) => (
          <Branch key={c.code} node={c} system={system} />
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

function Branch({ node, system }: { node: NodeBrief; system: string }) {
  const [open, setOpen] = useState(false);
  const [kids, setKids] = useState<Children | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | string>('idle');
  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (kids) return;
    setState('loading');
    try {
      setKids(await api<Children>(nodeApi(system, node.code, '/children?limit=500')));
      setState('idle');
    } catch (e) {
      const err = e as ApiError;
      setState(
        err.status === 429
          ? `Too many requests: try again in ${err.retryAfter ?? 30} s (signing in raises the limit).`
          : err.message,
      );
    }
  };
  return (
    <li>
      {node.child_count ? (
        <button
          type="button"
          class="toggle"
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${node.code} (${node.child_count} children)`}
          onClick={() => void toggle()}
        >
          {open ? '▾' : '▸'}
        </button>
      ) : (
        <span class="toggle-space" aria-hidden="true" />
      )}
      <a href={nodePath(system, node.code)}>
        <code>{node.code}</code> {node.title}
      </a>
      {node.child_count ? <span class="muted small"> · {node.child_count}</span> : null}
      {open && state === 'loading' ? <p class="muted small loading">Loading…</p> : null}
      {open && state !== 'idle' && state !== 'loading' ? (
        <p class="error small" role="alert">
          {state}
        </p>
      ) : null}
      {open && kids ? (
        <ul>
          {kids.items.map((k) => (
            <Branch node={k} system={system} />
          ))}
          {kids.total > kids.items.length ? (
            <li class="muted small">
              {kids.total - kids.items.length} more on <a href={nodePath(system, node.code)}>the code's page</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
