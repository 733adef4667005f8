/**
 * What an occupation's description says its workers do: the items of its "Tasks include" list (ISCO-08:
 * "(a) setting up, preparing and adjusting ... machinery"; ANZSCO: "- determining and setting the overall
 * direction ..."), up to the next part of the description (its examples, related occupations, notes).
 * Indexed as the code's prose (document.ts), so a text saying what a job does ("set up and operate drawing
 * machines") meets the unit whose tasks say it, not only the one whose 40-word lead prose does.
 */
const TASKS = /\btasks include\b[\s:*-]*/i;
/** Where the list ends: the description's next part. */
const NEXT_PART =
  /\n\s*\n(?!\s*(?:\([a-z]\)|-\s))|\b(?:examples of the occupations|some related occupations|related occupations|excluded from this group|notes?\b\s*[:-]|occupations in this|\*\*)/i;
/** The longest list read (words): a description's tasks, not the rest of it. */
export const TASK_WORDS = 300;

export function taskItems(description: string | null | undefined): string[] {
  if (!description) return [];
  const text = description.replace(/\\n/g, '\n');
  const start = TASKS.exec(text);
  if (!start) return [];
  const rest = text.slice(start.index + start[0].length);
  const end = NEXT_PART.exec(rest);
  const list = end ? rest.slice(0, end.index) : rest;
  const items = list
    .split(/\s*\([a-z]\)\s+|\s-\s+|\n\s*-\s*|;\s*\n/)
    .map((s) => s.replace(/\s+/g, ' ').replace(/[;.]\s*$/, '').trim())
    .filter((s) => /\p{L}{3}/u.test(s));
  const out: string[] = [];
  let words = 0;
  for (const item of items) {
    words += item.split(' ').length;
    if (words > TASK_WORDS) break;
    out.push(item);
  }
  return out;
}
