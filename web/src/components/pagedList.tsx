import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useApi } from '../useApi.ts';
import { Status } from './status.tsx';

interface Page<I> {
  items: I[];
  total: number;
}

/**
 * A paged list of a diff (a release diff, an edition diff): the first page's rows, then one request per page the
 * visitor asks with "More". `base` is the first page's path without `offset`; `rows` draws a page's items as `<li>`s.
 */
export function PagedList<I>(props: {
  first: Page<I>;
  base: string;
  size: number;
  label: string;
  empty: string;
  rows: (items: I[]) => ComponentChildren;
}) {
  const { first, base, size, label, empty, rows } = props;
  const [pages, setPages] = useState(1);
  return (
    <>
      {first.total === 0 ? (
        <p class="muted">{empty}</p>
      ) : (
        <ul class="nodes diff-list" aria-label={label}>
          {rows(first.items)}
          {Array.from({ length: pages - 1 }, (_, i) => (
            <LaterPage path={`${base}&offset=${(i + 1) * size}`} rows={rows} />
          ))}
        </ul>
      )}
      {pages * size < first.total && (
        <button type="button" onClick={() => setPages(pages + 1)}>
          More ({(first.total - pages * size).toLocaleString('en')} left)
        </button>
      )}
    </>
  );
}

function LaterPage<I>({ path, rows }: { path: string; rows: (items: I[]) => ComponentChildren }) {
  const page = useApi<Page<I>>(path);
  return page.data ? (
    <>{rows(page.data.items)}</>
  ) : (
    <li>
      <Status state={page} what="more differences" />
    </li>
  );
}
