import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

/** One column of a figures table: its header, its cell, and whether it holds a number or may hide on narrow screens. */
export interface Column<T> {
  label: ComponentChildren;
  cell: (row: T) => ComponentChildren;
  num?: boolean;
  hideNarrow?: boolean;
}

const classOf = (c: Column<never>) =>
  [c.num && 'num', c.hideNarrow && 'hide-narrow'].filter(Boolean).join(' ') || undefined;

/**
 * A table of figures (countries by systems, crosswalks by links, a pair's sections): one header row,
 * one row per item. With `first`, only that many rows until the visitor asks for all of them (`noun`).
 */
export function StatTable<T>({
  columns,
  rows,
  caption,
  first,
  noun = 'rows',
}: {
  columns: Column<T>[];
  rows: T[];
  caption?: string;
  first?: number;
  noun?: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all || first === undefined ? rows : rows.slice(0, first);
  return (
    <>
      <div class="table-wrap">
        <table>
          {caption ? <caption class="sr-only">{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((c) => (
                <th scope="col" class={classOf(c)}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr>
                {columns.map((c) => (
                  <td class={classOf(c)}>{c.cell(r)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < rows.length ? (
        <button type="button" class="more" onClick={() => setAll(true)}>
          Show all {rows.length} {noun}
        </button>
      ) : null}
    </>
  );
}
