import { useEffect, useRef, useState } from 'preact/hooks';
import { api, type SearchGroups } from '../api.ts';
import { navigate, nodePath, setQuery } from '../router.ts';

interface Hit {
  id: string;
  system: string;
  code: string;
  title: string;
  href: string;
}

/**
 * Search as you type (debounced 200 ms, earlier requests aborted), results grouped by system.
 * Keyboard: ArrowDown/ArrowUp move through the results, Enter opens one, Escape clears.
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const [q, setQ] = useState(initial);
  const [groups, setGroups] = useState<SearchGroups['groups'] | null>(null);
  const [corrected, setCorrected] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = q.trim();
    setQuery({ q: text || undefined });
    if (text.length < 2) {
      setGroups(null);
      setError(null);
      setBusy(false);
      return;
    }
    const ctl = new AbortController();
    setBusy(true);
    const timer = setTimeout(() => {
      api<SearchGroups>(`/search?q=${encodeURIComponent(text)}&grouped=true&limit=20&per_group=5`, {
        signal: ctl.signal,
      })
        .then((r) => {
          setGroups(r.groups);
          setCorrected(r.corrected);
          setError(null);
          setActive(-1);
          setBusy(false);
        })
        .catch((e: Error) => {
          if (!ctl.signal.aborted) {
            setError(e.message);
            setBusy(false);
          }
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [q]);

  const hits: Hit[] = [];
  for (const g of groups ?? [])
    for (const it of g.items) {
      hits.push({
        id: `hit-${hits.length}`,
        system: g.system,
        code: it.code,
        title: it.title,
        href: nodePath(it.system, it.code),
      });
    }

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      const h = hits[active >= 0 ? active : 0];
      if (h) {
        e.preventDefault();
        navigate(h.href);
      }
    } else if (e.key === 'Escape') {
      setQ('');
      setActive(-1);
    }
  };
  useEffect(() => {
    if (active >= 0) document.getElementById(hits[active]?.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const total = (groups ?? []).reduce((n, g) => n + g.total, 0);
  let i = 0;
  return (
    <div class="search">
      <label for="q" class="label">
        Search every classification system by words or code
      </label>
      <input
        id="q"
        ref={input}
        type="search"
        value={q}
        autoFocus
        autoComplete="off"
        spellcheck={false}
        placeholder="e.g. freight, nurse, 6201"
        {...({ role: 'combobox' } as object)}
        aria-expanded={hits.length > 0}
        aria-controls="results"
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? hits[active]?.id : undefined}
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onKeyDown={onKey}
      />
      <p class="muted small" aria-live="polite">
        {error ? (
          <span class="error">Search failed: {error}</span>
        ) : busy ? (
          'Searching…'
        ) : groups ? (
          hits.length ? (
            `${total} result${total === 1 ? '' : 's'} in ${groups.length} system${groups.length === 1 ? '' : 's'}; arrow keys to move, Enter to open`
          ) : (
            'No results. Try fewer or other words, or a code.'
          )
        ) : (
          ''
        )}
      </p>
      {corrected && hits.length ? (
        <p class="small">
          Showing results for <strong>{corrected}</strong>
        </p>
      ) : null}
      <div id="results" role="listbox" aria-label="Search results" class="results">
        {(groups ?? [])
          .filter((g) => g.items.length)
          .map((g) => (
            <section role="group" aria-label={g.system_name} class="group">
              <h2 class="group-head">
                {g.system_name}{' '}
                <span class="muted small">
                  {g.total} match{g.total === 1 ? '' : 'es'}
                </span>
              </h2>
              <ul role="none">
                {g.items.map(() => {
                  const h = hits[i++];
                  return (
                    <li role="none">
                      <a
                        id={h.id}
                        role="option"
                        aria-selected={hits[active]?.id === h.id}
                        class={hits[active]?.id === h.id ? 'hit active' : 'hit'}
                        href={h.href}
                      >
                        <code>{h.code}</code> <span>{h.title}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
      </div>
    </div>
  );
}
