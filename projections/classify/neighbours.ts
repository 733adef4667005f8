import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import { terms } from './text.ts';
import { DESCRIBED_OCCUPATIONS } from './model/examples.ts';

/**
 * The nearest described occupations (issue 34): an occupation's tasks compared with the description of every
 * occupation a system describes in prose and maps to the target system's units, the `NEIGHBOURS` nearest of
 * each pool (`NEIGHBOUR_POOLS`) voting for their units by their similarity. The learned model reads ESCO's
 * descriptions, but summed per unit; a unit's occupations differ ("wholesale merchant in …" and "trade broker"
 * are both 3324), and a description written like one of them says its unit where the unit's sum does not
 * (docs/measurements/history.md, "Title + tasks -> ISCO-08: the nearest described occupations vote").
 */
export const NEIGHBOURS = 5;

/**
 * The pools of described occupations, each voting on its own (its votes are shares summing to 1): ESCO's
 * occupations on their one ISCO-08 unit (`DESCRIBED_OCCUPATIONS`, what the model learns too), and SOC 2018's
 * definitions on the ISCO-08 units the official SOC–ISCO crosswalk maps each to (a share each when it maps to
 * several). SOC's definitions are written apart from ESCO's, as task statements ("Drive a tractor-trailer
 * combination ..."), and the model does not read them for ISCO-08 (docs/measurements/history.md, "Title +
 * tasks -> ISCO-08: SOC's definitions vote too").
 */
export const NEIGHBOUR_POOLS: readonly { from: string; to: string }[] = [
  ...DESCRIBED_OCCUPATIONS,
  { from: 'soc_2018', to: 'isco_08' },
];

/** One pool: its described occupations as unit-length tf-idf vectors, and each stem's postings. */
interface Described {
  /** Each occupation's units in the target system (sorted). */
  units: string[][];
  postings: Map<string, { at: number; w: number }[]>;
  idf: Map<string, number>;
  /** The idf of a stem no description holds. */
  unseen: number;
}

/** A text's stems as a unit-length vector: each stem's log-scaled count times its idf. */
function vector(stems: string[], idf: (s: string) => number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
  const v = new Map<string, number>();
  let norm = 0;
  for (const [s, n] of counts) {
    const w = (1 + Math.log(n)) * idf(s);
    v.set(s, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [s, w] of v) v.set(s, w / norm);
  return v;
}

/**
 * The indexed occupations of `from` with a description, each with the units of `to` it maps to (`equivalences`),
 * in node order.
 */
async function crosswalkedRows(
  db: Queryable,
  from: string,
  to: string,
): Promise<{ node: string; units: string[]; description: string }[]> {
  const { rows } = await db.query<{ node: string; units: string[]; description: string }>(
    `SELECT n.code AS node, array_agg(DISTINCT e.target_code ORDER BY e.target_code) AS units, n.description
       FROM classify_docs d
       JOIN nodes n ON n.system = d.system AND n.code = d.code
       JOIN equivalences e ON e.source_system = d.system AND e.source_code = d.code AND e.target_system = $2
      WHERE d.system = $1 AND coalesce(n.description, '') <> ''
      GROUP BY n.code, n.description
      ORDER BY n.code`,
    [from, to],
  );
  return rows;
}

/** Per target system, its pools. */
async function load(db: Queryable): Promise<Map<string, Described[]>> {
  const out = new Map<string, Described[]>();
  for (const { from, to } of NEIGHBOUR_POOLS) {
    const rows = await crosswalkedRows(db, from, to);
    if (!rows.length) continue;
    const stems = rows.map((r) => terms(r.description));
    const df = new Map<string, number>();
    for (const ss of stems) for (const s of new Set(ss)) df.set(s, (df.get(s) ?? 0) + 1);
    const n = rows.length;
    const idf = new Map([...df].map(([s, c]) => [s, Math.log(n / (1 + c)) + 1]));
    const unseen = Math.log(n) + 1;
    const postings = new Map<string, { at: number; w: number }[]>();
    stems.forEach((ss, at) => {
      for (const [s, w] of vector(ss, (x) => idf.get(x) ?? unseen)) {
        let list = postings.get(s);
        if (!list) postings.set(s, (list = []));
        list.push({ at, w });
      }
    });
    out.set(to, [...(out.get(to) ?? []), { units: rows.map((r) => r.units), postings, idf, unseen }]);
  }
  return out;
}

/**
 * Loading costs ~0.5 s of CPU (2,736 ESCO and 710 SOC descriptions on `full`); while an ingest changes the read models it is
 * looked at again at most every 10 s, as the model is (model/current.ts), not every second.
 */
const RECHECK_MS = 10_000;
const described = readModelCache(['classify', 'equivalences'], load, RECHECK_MS);

/**
 * Each unit's votes from the `NEIGHBOURS` described occupations of each pool nearest the text (cosine of the
 * tf-idf vectors; equal similarities: the first in node order): a pool's votes are shares summing to 1, an
 * occupation mapped to several units sharing its own among them, and the pools' shares add up. Per searched
 * system that has described occupations; empty when none has or no description shares a stem with the text.
 */
export async function neighbourVotes(
  db: Queryable,
  text: string,
  systems: string[],
): Promise<Map<string, Map<string, number>>> {
  const all = await described(db);
  const stems = terms(text);
  const out = new Map<string, Map<string, number>>();
  for (const system of systems) {
    const votes = new Map<string, number>();
    for (const d of all.get(system) ?? []) {
      const sims = new Map<number, number>();
      for (const [s, q] of vector(stems, (x) => d.idf.get(x) ?? d.unseen))
        for (const { at, w } of d.postings.get(s) ?? []) sims.set(at, (sims.get(at) ?? 0) + q * w);
      const nearest = [...sims].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NEIGHBOURS);
      const total = nearest.reduce((sum, [, sim]) => sum + sim, 0);
      if (!total) continue;
      for (const [at, sim] of nearest)
        for (const unit of d.units[at]) votes.set(unit, (votes.get(unit) ?? 0) + sim / total / d.units[at].length);
    }
    if (votes.size) out.set(system, votes);
  }
  return out;
}
