import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type SearchGroups } from '../api.ts';
import { apiRetrying } from '../retry.ts';
import { RateLimited } from './status.tsx';
import { navigate, nodePath, setQuery } from '../router.ts';
import { useDataLanguage } from '../language.ts';

interface Hit {
  id: string;
  system: string;
  code: string;
  title: string;
  href: string;
}

type Group = SearchGroups['groups'][number];
type SearchPage = { items: Group['items']; total: number };
const MIN = 2;
const DEBOUNCE_MS = 450;
const PER_GROUP = 5;
const MORE = 25;

/**
 * Search as you type: one request once typing pauses (450 ms; at once for pasted text), from 2 characters, earlier requests
 * aborted, answers from the client cache when the same text comes back; results grouped by system,
 * each with "more" (the next hits of that system) and "more systems" at the end. On 429 it says when
 * it asks again, and does.
 * Keyboard: ArrowDown/ArrowUp move through the results, Enter opens one, Escape clears.
 * With a data language chosen (the header's switch), it is sent as `lang`: labels in it are searched and shown too.
 */
export function SearchBox({ initial = '', onText }: { initial?: string; onText?: (q: string) => void }) {
  const [q, setQ] = useState(initial);
  useEffect(() => onText?.(q), [q]);
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [groupCount, setGroupCount] = useState(0);
  const [retryAt, setRetryAt] = useState<number | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [corrected, setCorrected] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const lang = useDataLanguage();
  const inLang = lang === 'en' ? '' : `&lang=${encodeURIComponent(lang)}`;
  /** The text of the previous search effect: a jump of more than one character is a paste or a pick, not typing. */
  const before = useRef(initial);

  useEffect(() => {
    const text = q.trim();
    setQuery({ q: text || undefined });
    setRetryAt(undefined);
    // typing waits for a pause; pasted (or autofilled) text is complete: ask at once
    const pasted = Math.abs(q.length - before.current.length) > 1;
    before.current = q;
    if (text.length < MIN) {
      setGroups(null);
      setError(null);
      setBusy(false);
      return;
    }
    const ctl = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    setBusy(true);
    const timer = setTimeout(
      () => {
        api<SearchGroups>(
          `/search?q=${encodeURIComponent(text)}&grouped=true&limit=20&per_group=${PER_GROUP}${inLang}`,
          {
            signal: ctl.signal,
          },
        )
          .then((r) => {
            setGroups(r.groups);
            setGroupCount(r.group_count);
            setCorrected(r.corrected);
            setError(null);
            setActive(-1);
            setBusy(false);
          })
          .catch((e: Error) => {
            if (ctl.signal.aborted) return;
            setBusy(false);
            if (e instanceof ApiError && e.status === 429) {
              const wait = (e.retryAfter ?? 30) * 1000;
              setRetryAt(Date.now() + wait);
              retry = setTimeout(() => setAttempt((a) => a + 1), wait);
            } else setError(e.message);
          });
      },
      pasted ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      clearTimeout(retry);
      ctl.abort();
    };
  }, [q, attempt, lang]);

  /** The next hits of one system, appended to its group. */
  const more = async (g: Group) => {
    const text = q.trim();
    try {
      const r = await apiRetrying<SearchPage>(
        `/search?q=${encodeURIComponent(text)}&system=${encodeURIComponent(g.system)}&limit=${MORE}&offset=${g.items.length}${inLang}`,
        {},
        setRetryAt,
      );
      // an empty page ends the list, whatever the count said (no button that never brings anything)
      const ended = (x: Group) => (r.items.length ? x.total : x.items.length);
      setGroups(
        (gs) =>
          gs && gs.map((x) => (x.system === g.system ? { ...x, items: [...x.items, ...r.items], total: ended(x) } : x)),
      );
    } catch (e) {
      setError((e as Error).message);
    }
  };
  /** The next systems with hits. */
  const moreSystems = async () => {
    const text = q.trim();
    try {
      const r = await apiRetrying<SearchGroups>(
        `/search?q=${encodeURIComponent(text)}&grouped=true&limit=20&per_group=${PER_GROUP}&offset=${groups?.length ?? 0}${inLang}`,
        {},
        setRetryAt,
      );
      setGroups((gs) => [...(gs ?? []), ...r.groups]);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const shown = (groups ?? []).filter((g) => g.items.length);
  const hits: Hit[] = [];
  for (const g of shown)
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
        aria-controls={shown.length ? shown.map((_, gi) => `results-${gi}`).join(' ') : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? hits[active]?.id : undefined}
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onKeyDown={onKey}
      />
      <p class="muted small" aria-live="polite">
        {retryAt ? (
          ''
        ) : error ? (
          <span class="error">Search failed: {error}</span>
        ) : q.trim().length > 0 && q.trim().length < MIN ? (
          `Type at least ${MIN} characters.`
        ) : busy ? (
          'Searching…'
        ) : groups ? (
          hits.length ? (
            `${total} result${total === 1 ? '' : 's'} in ${groupCount} system${groupCount === 1 ? '' : 's'}; arrow keys to move, Enter to open`
          ) : (
            'No results. Try fewer or other words, or a code.'
          )
        ) : (
          ''
        )}
      </p>
      {retryAt ? <RateLimited retryAt={retryAt} /> : null}
      {corrected && hits.length ? (
        <p class="small">
          Showing results for <strong>{corrected}</strong>
        </p>
      ) : null}
      <div id="results" class="results">
        {shown.map((g, gi) => (
          <section role="group" aria-label={g.system_name} class="group">
            <h2 class="group-head">
              {g.system_name}{' '}
              <span class="muted small">
                {g.total} match{g.total === 1 ? '' : 'es'}
              </span>
            </h2>
            <ul role="listbox" id={`results-${gi}`} aria-label={`Results in ${g.system_name}`}>
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
            {g.items.length < g.total ? (
              <button type="button" class="link more" onClick={() => void more(g)}>
                More from {g.system_name} ({g.total - g.items.length} more)
              </button>
            ) : null}
          </section>
        ))}
      </div>
      {groups && groups.length < groupCount ? (
        <button type="button" class="more" onClick={() => void moreSystems()}>
          More systems ({groupCount - groups.length} more)
        </button>
      ) : null}
    </div>
  );
}
