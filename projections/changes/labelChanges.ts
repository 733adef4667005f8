import type pg from 'pg';
import type { RecordedOf } from '../../commands/domainEvents.ts';
import { copyRows } from '../../platform/copy.ts';
import type { ChangeRow } from './kinds.ts';
import { rowsOf } from './releaseChanges.ts';

type LabelBatch = RecordedOf<'LabelsReplaced'>;

/**
 * The changes of one import of a system's labels in one language (a `labels-{system}~{lang}` stream), which
 * replaces the set whole: on its first import one `labels_imported` (the labels are remembered, not listed);
 * on a later one a `code_retitled` with `lang` per code whose label changed, appeared (`previous_title` null)
 * or went (`title` null), in the new file's order then the codes it dropped, then `labels_imported`. They
 * carry the position of the closing LabelsImported event (of the last batch for an import cut by the end of
 * the log), since only the whole set says what changed.
 */
export async function labelChanges(
  tx: pg.PoolClient,
  [system, lang]: [string, string],
  batches: LabelBatch[],
  closing: RecordedOf<'LabelsImported'> | undefined,
  first: boolean,
  out: ChangeRow[],
): Promise<void> {
  const at = closing ?? batches.at(-1);
  if (!at) return;
  const labels = new Map<string, string>();
  for (const b of batches) for (const [code, label] of b.data.labels) labels.set(code, label);
  const add = rowsOf(at, out);
  if (!first) {
    const { rows } = await tx.query<{ code: string; label: string }>(
      'SELECT code, label FROM feed_labels WHERE system = $1 AND lang = $2',
      [system, lang],
    );
    const before = new Map(rows.map((r) => [r.code, r.label]));
    const retitled = (code: string, title: string | null, previous: string | null) =>
      add({ kind: 'code_retitled', system, code, detail: { lang, title, previous_title: previous } });
    for (const [code, label] of labels) if (before.get(code) !== label) retitled(code, label, before.get(code) ?? null);
    for (const [code, label] of before) if (!labels.has(code)) retitled(code, null, label);
  }
  await tx.query('DELETE FROM feed_labels WHERE system = $1 AND lang = $2', [system, lang]);
  await copyRows(
    tx,
    'feed_labels',
    ['system', 'lang', 'code', 'label'],
    [...labels].map(([code, label]) => [system, lang, code, label]),
  );
  if (closing)
    add({ kind: 'labels_imported', system, detail: { lang, counts: { labels: closing.data.count }, first } });
}
