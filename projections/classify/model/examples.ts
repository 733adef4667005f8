import type { Queryable } from '../../../platform/db.ts';
import { terms } from '../text.ts';
import { EXAMPLES_AT, STRIDE } from '../document.ts';
import { stemFeatures } from './features.ts';
import { breather, YIELD_EVERY, type Example } from './train.ts';
import { ESCO_OCCUPATIONS } from '../escoHoldout.ts';
import { taskList } from './taskList.ts';

/**
 * Raised whenever what `trainingExamples` reads changes (2: ESCO occupations' descriptions and ISCO-08's
 * task lists), so that a database whose read models are unchanged retrains under the new code (build.ts
 * `modelGeneration`).
 */
export const EXAMPLES_VERSION = 2;

/**
 * The model's labelled phrases, read from the classify read models (so a CLASSIFY_HOLDOUT=bench
 * database's held-out folds stay out of the model as they stay out of the index):
 * - every official coding aid's phrase (`classify_aid_phrases`: NAICS index items, SOC direct-match
 *   titles, O*NET alternate titles, ESCO labels) on its code;
 * - for each code an aid labels, its own title, its lead prose and each example phrase its
 *   publisher lists ("Illustrative Examples", "Includes"), from its classify document (`classify_docs`:
 *   the stems in their positions, title at weight A, prose without a weight, each example phrase its
 *   own run of positions at B; what it excludes, C, is evidence against and not trained on).
 * The systems are those some aid labels, the labels the codes the aids use (their most detailed level).
 * Sorted, so training sees them in the same order each time.
 */
export async function trainingExamples(db: Queryable, buckets: number): Promise<Example[]> {
  const out: Example[] = [];
  const { rows: phrases } = await db.query<{ system: string; code: string; phrase: string }>(
    `SELECT system, code, phrase FROM classify_aid_phrases ORDER BY system, code, aid, phrase`,
  );
  for (const [k, p] of phrases.entries()) {
    if (k % YIELD_EVERY === 0) await breather();
    out.push({ system: p.system, label: p.code, features: stemFeatures(terms(p.phrase), buckets) });
  }
  const { rows: stems } = await db.query<{ system: string; code: string; lexeme: string; pos: number; w: string }>(
    `SELECT d.system, d.code, u.lexeme, x.pos, x.w
       FROM classify_docs d
       JOIN (SELECT DISTINCT system, code FROM classify_aid_phrases) l ON l.system = d.system AND l.code = d.code,
            unnest(d.doc) u, unnest(u.positions, u.weights) AS x(pos, w)
      WHERE x.w <> 'C'
      ORDER BY d.system, d.code, x.pos, u.lexeme`,
  );
  let at = 0;
  for (let codes = 0; at < stems.length; codes++) {
    if (codes % 200 === 0) await breather();
    const { system, code } = stems[at];
    const runs = new Map<string, string[]>();
    for (; at < stems.length && stems[at].system === system && stems[at].code === code; at++) {
      const s = stems[at];
      const run =
        s.w === 'A' ? 'title' : s.w === 'B' ? `example ${Math.floor((s.pos - EXAMPLES_AT) / STRIDE)}` : 'prose';
      const list = runs.get(run) ?? [];
      list.push(s.lexeme);
      runs.set(run, list);
    }
    for (const run of runs.values()) out.push({ system, label: code, features: stemFeatures(run, buckets) });
  }
  for (const e of await taskLists(db, buckets)) out.push(e);
  for (const e of await describedOccupations(db, buckets)) out.push(e);
  return out.sort((a, b) => cmp(a.system, b.system) || cmp(a.label, b.label));
}

/**
 * Each code an aid labels whose description lists its tasks (ISCO-08's unit groups: "Tasks include - (a) …"),
 * the list as one example of the code (taskList.ts: not the occupations it lists, the benchmark's held-out
 * phrases, nor those classified elsewhere). The classify document holds the lead prose only.
 */
async function taskLists(db: Queryable, buckets: number): Promise<Example[]> {
  const { rows } = await db.query<{ system: string; code: string; description: string }>(
    `SELECT n.system, n.code, n.description
       FROM nodes n
       JOIN (SELECT DISTINCT system, code FROM classify_aid_phrases) l ON l.system = n.system AND l.code = n.code
      WHERE n.description IS NOT NULL
      ORDER BY n.system, n.code`,
  );
  const out: Example[] = [];
  for (const [k, r] of rows.entries()) {
    if (k % YIELD_EVERY === 0) await breather();
    const tasks = taskList(r.description);
    if (tasks) out.push({ system: r.system, label: r.code, features: stemFeatures(terms(tasks), buckets) });
  }
  return out;
}

/**
 * Corpus systems whose codes are occupations described in prose and mapped to one unit of a system the
 * model learns: ESCO's occupations, each on its ISCO-08 unit group (ESCO's editors' coding). Their
 * descriptions say what a worker does, the way a coder's "tasks" field does; the aids' phrases are titles.
 */
export const DESCRIBED_OCCUPATIONS = [{ from: ESCO_OCCUPATIONS, to: 'isco_08' }] as const;

/**
 * Each described occupation's description (as written, whole) on the unit it maps to. Only the nodes
 * the classify index holds (`classify_docs`): a CLASSIFY_HOLDOUT=bench database leaves the held-out ESCO
 * occupations out of the index, so out of the model too. An occupation mapped to more than one unit of
 * the target system (none in ESCO v1.2) says nothing certain and is skipped.
 */
export async function describedOccupations(db: Queryable, buckets: number): Promise<Example[]> {
  const out: Example[] = [];
  for (const { from, to } of DESCRIBED_OCCUPATIONS)
    for (const [k, r] of (await describedRows(db, from, to)).entries()) {
      if (k % YIELD_EVERY === 0) await breather();
      out.push({ system: to, label: r.code, features: stemFeatures(terms(r.description), buckets) });
    }
  return out;
}

/**
 * The indexed occupations of `from` with a description, each with the one unit of `to` it maps to, in
 * node order (`code` is the unit's): the model's examples (the nearest described occupations read their own,
 * ../neighbours.ts).
 */
export async function describedRows(
  db: Queryable,
  from: string,
  to: string,
): Promise<{ node: string; code: string; description: string }[]> {
  const { rows } = await db.query<{ node: string; code: string; description: string }>(
    `SELECT n.code AS node, min(e.target_code) AS code, n.description
       FROM classify_docs d
       JOIN nodes n ON n.system = d.system AND n.code = d.code
       JOIN equivalences e ON e.source_system = d.system AND e.source_code = d.code AND e.target_system = $2
      WHERE d.system = $1 AND coalesce(n.description, '') <> ''
      GROUP BY n.code, n.description
     HAVING count(DISTINCT e.target_code) = 1
      ORDER BY n.code`,
    [from, to],
  );
  return rows;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
