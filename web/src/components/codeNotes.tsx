import type { CodePage } from '../api.ts';

type Notes = NonNullable<CodePage['notes']>;

/** The publisher's notes in their order, each under the heading people know them by. */
const PARTS: [keyof Notes, string][] = [
  ['introduction', 'About'],
  ['includes', 'Includes'],
  ['includes_also', 'Also includes'],
  ['excludes', 'Excludes'],
  ['implementation_rule', 'Implementation rule'],
];

/**
 * A code's explanatory notes (NACE Rev. 2.1, ISIC Rev. 5): what the class includes, includes also and excludes.
 * They are published in English only; `english` says so when another language was chosen.
 */
export function CodeNotes({ notes, english }: { notes: Notes; english?: string }) {
  const parts = PARTS.filter(([k]) => notes[k]);
  if (!parts.length) return null;
  return (
    <section aria-labelledby="h-notes" class="notes" lang="en">
      <h2 id="h-notes">Explanatory notes</h2>
      {english && <p class="muted small">{english}</p>}
      <dl>
        {parts.map(([k, label]) => (
          <div class={`note note-${k}`}>
            <dt>{label}</dt>
            <dd>{notes[k]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
