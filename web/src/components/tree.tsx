import { useEffect, useRef, useState } from 'preact/hooks';
import { nodeApi, type NodeBrief } from '../api.ts';
import { apiRetrying } from '../retry.ts';
import { nodePath } from '../router.ts';
import { RateLimited } from './status.tsx';

type Children = { items: NodeBrief[]; total: number };

/** Lists longer than this show their first FIRST items and a button for the rest (pages stay short on phones). */
const FIRST = 20;

const ITEM = '[role=treeitem]';

/**
 * A tree of codes (the WAI-ARIA tree view pattern, as a navigation tree): one tab stop; Up and Down
 * move through the visible codes, Right opens a code (then moves to its first child), Left closes it
 * (then moves to its parent), Home and End go to the first and last, Enter opens the code's page.
 * The triangle opens and closes by mouse. Children load on demand (one request, kept in the client
 * cache); a 429 shows its countdown and the branch asks again by itself.
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
  const [active, setActive] = useState<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  if (!items?.length) return <p class="muted">{empty}</p>;
  const shown = all ? items : items.slice(0, FIRST);
  const current = active ?? shown[0].code;

  const onKeyDown = (e: KeyboardEvent) => {
    const list = [...(root.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const at = list.indexOf((e.target as Element).closest(ITEM) as HTMLElement);
    if (at < 0) return;
    const to =
      e.key === 'ArrowDown'
        ? list[at + 1]
        : e.key === 'ArrowUp'
          ? list[at - 1]
          : e.key === 'Home'
            ? list[0]
            : e.key === 'End'
              ? list[list.length - 1]
              : undefined;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) e.preventDefault();
    to?.focus();
  };
  return (
    <>
      <ul
        class="tree"
        role="tree"
        aria-label={label}
        ref={root}
        onKeyDown={onKeyDown}
        onFocusIn={(e) => {
          const code = (e.target as Element).closest(ITEM)?.getAttribute('data-code');
          if (code) setActive(code);
        }}
      >
        {shown.map((c, i) => (
          <Branch key={c.code} node={c} system={system} level={1} pos={i + 1} size={shown.length} current={current} />
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

function Branch({
  node,
  system,
  level,
  pos,
  size,
  current,
}: {
  node: NodeBrief;
  system: string;
  level: number;
  pos: number;
  size: number;
  current: string;
}) {
  const [open, setOpen] = useState(false);
  const [kids, setKids] = useState<Children | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<number | undefined>();
  const [loading, setLoading] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const focusFirstChild = useRef(false);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  useEffect(() => {
    if (kids && focusFirstChild.current) {
      focusFirstChild.current = false;
      (link.current?.parentElement?.querySelector(`:scope > ul ${ITEM}`) as HTMLElement | null)?.focus();
    }
  }, [kids]);

  const expandable = node.child_count > 0;
  const expand = () => {
    setOpen(true);
    if (kids || loading) return;
    setLoading(true);
    setError(null);
    const ctl = new AbortController();
    stop.current = ctl;
    apiRetrying<Children>(nodeApi(system, node.code, '/children?limit=500'), { signal: ctl.signal }, setRetryAt)
      .then((k) => setKids(k))
      .catch((e: Error) => ctl.signal.aborted || setError(e.message))
      .finally(() => setLoading(false));
  };
  const toggle = () => (open ? setOpen(false) : expand());
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as Element) !== link.current) return; // a key on a descendant's item
    if (e.key === 'ArrowRight' && expandable) {
      e.preventDefault();
      if (!open) expand();
      else if (kids) (link.current?.parentElement?.querySelector(`:scope > ul ${ITEM}`) as HTMLElement | null)?.focus();
      else focusFirstChild.current = true;
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      if (open) setOpen(false);
      else (link.current?.closest('ul[role=group]')?.previousElementSibling as HTMLElement | null)?.focus();
    }
  };
  return (
    <li role="none">
      {expandable ? (
        <span
          class="twisty"
          aria-hidden="true"
          title={open ? 'Close' : 'Open'}
          onClick={() => {
            toggle(); // the triangle opens the branch (mouse); the link opens the page
            link.current?.focus();
          }}
        >
          {open ? '▾' : '▸'}
        </span>
      ) : (
        <span class="twisty" aria-hidden="true" />
      )}
      <a
        ref={link}
        href={nodePath(system, node.code)}
        role="treeitem"
        data-code={node.code}
        tabindex={current === node.code ? 0 : -1}
        aria-level={level}
        aria-posinset={pos}
        aria-setsize={size}
        aria-expanded={expandable ? open : undefined}
        onKeyDown={onKeyDown}
      >
        <code>{node.code}</code> {node.title}
        {expandable ? <span class="muted small"> · {node.child_count}</span> : null}
      </a>
      {open && retryAt ? <RateLimited retryAt={retryAt} /> : null}
      {open && loading && !retryAt ? (
        <p class="muted small loading" role="status">
          Loading…
        </p>
      ) : null}
      {open && error ? (
        <p class="error small" role="alert">
          {error}
        </p>
      ) : null}
      {open && kids ? (
        <>
          <ul role="group">
            {kids.items.map((k, i) => (
              <Branch
                key={k.code}
                node={k}
                system={system}
                level={level + 1}
                pos={i + 1}
                size={kids.items.length}
                current={current}
              />
            ))}
          </ul>
          {kids.total > kids.items.length ? (
            <p class="muted small">
              {kids.total - kids.items.length} more on <a href={nodePath(system, node.code)}>the code's page</a>
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
