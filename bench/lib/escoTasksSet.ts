/**
 * bench:classify's title + tasks -> ISCO-08 set: occupations described as a coder reads them, a title and
 * what the job does, drawn from ESCO (`../shared/sources/esco/occupations_en.csv`, v1.2 English): the title
 * is the occupation's preferred label, the tasks its description's sentences, the expected code its ISCO-08
 * unit group (`iscoGroup`, coded by ESCO's editors, outside the project).
 *
 * Unseen: ESCO is indexed twice, as the corpus system `esco_occupations` (each occupation's title and
 * description, carried to ISCO-08 along the crosswalk) and as the ESCO labels aid (every label on its
 * ISCO group). Only the occupations of the held-out fold are drawn (projections/classify/escoHoldout.ts:
 * one in ten by a hash of the preferred label), whose node a CLASSIFY_HOLDOUT=bench database leaves out
 * of the index and whose every label (preferred and alternative) it leaves out of the aid, so out of the
 * learned model too (it learns from the aid's phrases and ISCO's own documents). An occupation one of
 * whose labels the aid still indexes (another occupation lists it too: a shared label names the first
 * occupation listing it under a group, or names another group) is dropped (`labelIndexed`); bench/classify.ts
 * checks the database (no drawn occupation's node or label indexed).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvObjects } from '../../ingest/sources/formats/csv.ts';
import { aidAdapters } from '../../ingest/sources/aids/index.ts';
import { aidHeldOut } from '../../projections/classify/aids.ts';
import { escoLabelHeldOut, escoOccupationHeldOut } from '../../projections/classify/escoHoldout.ts';

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/sources');

export interface TaskItem {
  system: 'isco_08';
  /** The ISCO-08 unit group (4 digits). */
  codes: string[];
  title: string;
  tasks: string;
  /** Every label of the occupation (its preferred label, the title, first). */
  labels: string[];
  /** The ESCO occupation's node code in the corpus (its concept URI's last part). */
  node: string;
}

export interface TaskSet {
  items: TaskItem[];
  /** Held-out occupations dropped because one of their labels is a phrase the aid still indexes (another occupation's too). */
  labelIndexed: number;
}

const spaced = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The held-out ESCO occupations with a description and a 4-digit ISCO-08 group, sorted by node code. */
export async function escoTasksSet(): Promise<TaskSet> {
  const file = 'occupations_en.csv';
  const { records } = csvObjects(await readFile(path.join(SOURCES, 'esco', file), 'utf8'), { source: file });
  // the ESCO aid's phrases a CLASSIFY_HOLDOUT=bench database indexes
  const esco = aidAdapters.find((a) => a.id === 'esco_occupations_en')!;
  const aid = await esco.read(path.join(SOURCES, esco.folder));
  const indexed = new Set(
    aid.phrases
      .filter((p) => !aidHeldOut(aid.id, p.code, p.phrase) && !escoLabelHeldOut(aid.id, p))
      .map((p) => p.phrase.toLowerCase()),
  );
  const items: TaskItem[] = [];
  let labelIndexed = 0;
  for (const r of records) {
    const code = r.iscoGroup?.trim() ?? '';
    const title = spaced(r.preferredLabel ?? '');
    const tasks = spaced(r.description ?? '');
    if (!/^\d{4}$/.test(code) || !title || !tasks || !escoOccupationHeldOut(title)) continue;
    const labels = [title, ...(r.altLabels ?? '').split('\n').map(spaced).filter(Boolean)];
    if (labels.some((l) => indexed.has(l.toLowerCase()))) {
      labelIndexed++;
      continue;
    }
    items.push({ system: 'isco_08', codes: [code], title, tasks, labels, node: r.conceptUri.split('/').pop()! });
  }
  return { items: items.sort((a, b) => (a.node < b.node ? -1 : 1)), labelIndexed };
}
