import type { CodePage } from '../api.ts';
import { nodePath } from '../router.ts';
import { systemName } from '../site.ts';

type Migration = NonNullable<CodePage['successors']>;
type Successor = NonNullable<Migration['successor']>;

/** What a successor's match type means for the old code, in words. */
const MEANS: Record<string, string> = {
  exact: 'same content',
  narrow: 'takes part of it',
  broad: 'also takes other codes',
  partial: 'overlaps',
};

function Candidate({ to, s }: { to: string; s: Successor }) {
  return (
    <li>
      <a href={nodePath(to, s.code)}>
        <code>{s.code}</code> {s.title ?? ''}
      </a>{' '}
      <span class={`match match-${s.match_type}`} title={MEANS[s.match_type] ?? s.match_type}>
        {s.match_type}
      </span>
      {s.also_from.length > 0 && <span class="muted small"> also from {s.also_from.join(', ')}</span>}
      {s.common_content && <p class="small common-content">{s.common_content}</p>}
    </li>
  );
}

/**
 * A code of a replaced edition (NACE Rev. 2) in the edition that replaced it (NACE Rev. 2.1), over the official
 * correspondence: one successor, or a split with each candidate's share (the table's common content) to choose from.
 */
export function Successors({ m }: { m: Migration }) {
  const to = m.to;
  const list = m.successor ? [m.successor] : (m.candidates ?? []);
  return (
    <section aria-labelledby="h-successors" class="successors">
      <h2 id="h-successors">In {systemName(to)}</h2>
      <p>
        {m.status === 'one_to_many'
          ? `Split over ${list.length} codes: choose the one for the activity (what each takes is the official table's common content).`
          : m.status === 'no_successor'
            ? `The official correspondence links this code to no ${systemName(to)} code.`
            : m.successor?.match_type === 'exact'
              ? 'One successor with the same content.'
              : `One successor: ${m.explanation}.`}
      </p>
      {list.length > 0 && (
        <ul class="nodes successor-list">
          {list.map((s) => (
            <Candidate to={to} s={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
