import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import { terms } from './text.ts';
import { DESCRIBED_OCCUPATIONS, describedRows } from './model/examples.ts';

/**
 * The nearest described occupations (issue 34): an occupation's tasks compared with the description of every
 * occupation a corpus system describes in prose and maps to one unit (ESCO's, on ISCO-08), the `NEIGHBOURS`
 * nearest voting for their units by their similarity. The learned model reads the same descriptions, but
 * summed per unit; a unit's occupations differ ("wholesale merchant in …" and "trade broker" are both 3324),
 * and a description written like one of them says its unit where the unit's sum does not
 * (docs/measurements/history.md, "Title + tasks -> ISCO-08: the nearest described occupations vote").
 */
export const NEIGHBOURS = 5;

/** Per target system: the described occupations as unit-length tf-idf vectors, and each stem's postings. */
interface Described {
  units: string[];
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

async function load(db: Queryable): Promise<Map<string, Described>> {
  const out = new Map<string, Described>();
  for (const { from, to } of DESCRIBED_OCCUPATIONS) {
    const rows = await describedRows(db, from, to);
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
    out.set(to, { units: rows.map((r) => r.code), postings, idf, unseen });
  }
  return out;
}

/**
 * Loading costs ~0.4 s of CPU (2,736 descriptions on `full`); while an ingest changes the read models it is
 * looked at again at most every 10 s, as the model is (model/current.ts), not every second.
 */
const RECHECK_MS = 10_000;
const described = readModelCache(['classify', 'equivalences'], load, RECHECK_MS);

/**
 * Each unit's share of the votes of the `NEIGHBOURS` described occupations nearest the text (cosine of the
 * tf-idf vectors; equal similarities: the first in node order), per searched system that has described
 * occupations; empty when none has or no description shares a stem with the text.
 */
export async function neighbourVotes(
  db: Queryable,
  text: string,
  systems: string[],
): Promise<Map<string, Map<string, number>>> {
  const all = await described(db);
  const out = new Map<string, Map<string, number>>();
  for (const system of systems) {
    const d = all.get(system);
    if (!d) continue;
    const sims = new Map<number, number>();
    for (const [s, q] of vector(terms(text), (x) => d.idf.get(x) ?? d.unseen))
      for (const { at, w } of d.postings.get(s) ?? []) sims.set(at, (sims.get(at) ?? 0) + q * w);
    const nearest = [...sims].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NEIGHBOURS);
    const total = nearest.reduce((sum, [, sim]) => sum + sim, 0);
    if (!total) continue;
    const votes = new Map<string, number>();
    for (const [at, sim] of nearest) votes.set(d.units[at], (votes.get(d.units[at]) ?? 0) + sim / total);
    out.set(system, votes);
  }
  return out;
}
