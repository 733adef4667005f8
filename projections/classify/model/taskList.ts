/**
 * An occupation's task list as its publisher writes it in the description ("Tasks include - (a) fitting,
 * installing … (b) …": ISCO-08's unit groups), up to the next section (the occupations classified there,
 * related occupations classified elsewhere, notes); '' when there is none. The classify index reads the
 * lead prose only (text.ts `leadProse`); the model learns the tasks too (examples.ts). The examples and the
 * occupations classified elsewhere are not tasks: the first are the benchmark's held-out phrases, the
 * others name other codes.
 */
const TASKS = /\bTasks (?:include|performed)[^\n(]*/i;
const NEXT_SECTION = /\n\s*(?:Examples? of\b|Some related occupations\b|Notes?\b|Occupations? (?:in|classified)\b)/i;

export function taskList(description: string | null | undefined): string {
  if (!description) return '';
  const at = TASKS.exec(description);
  if (!at) return '';
  const rest = description.slice(at.index + at[0].length);
  const end = NEXT_SECTION.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).replace(/\s+/g, ' ').trim();
}
