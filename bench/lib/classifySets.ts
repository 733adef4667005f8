/**
 * The evaluation sets of bench/classify.ts, read from a database whose classify projection was built
 * with CLASSIFY_HOLDOUT=bench (one example phrase in four left out of the index).
 * - `heldOutSet`: the held-out example phrases of each system; an item's expected codes are every
 *   code of that system whose own example list names the phrase (the publisher gives each answer:
 *   NAICS lists "Claims adjusting, insurance" under 52429 and under its child 524291).
 * - `jobTitleSet`: SOC job titles the SOC index never sees: ISCO-08's held-out "Examples of the
 *   occupations classified here", expected on every SOC 2018 code the official ISCO-08 -> SOC
 *   crosswalk maps their unit group to (any of them counts); counted in two rows: titles that are
 *   also an ESCO occupation's title (indexed: ESCO is carried to SOC through ISCO) and the others.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { parseDocument } from '../../projections/classify/document.ts';
import { examplePhrases, heldOut } from '../../projections/classify/examples.ts';
import { indexedTitle, leadProse, terms, words } from '../../projections/classify/text.ts';

export interface Item {
  system: string;
  /** Any of these is a right answer. */
  codes: string[];
  text: string;
  /** The table row it counts in, when not its system's. */
  row?: string;
  /**
   * The codes of the coding aid's entries this item stands for (bench/lib/aidSets.ts), each right only when
   * it comes first itself, as the acceptance check scores an entry (a phrase listed under several codes is
   * right on any of `codes`, but each entry only on its own code).
   */
  own?: string[];
}

const norm = (s: string) => ` ${words(s).join(' ')} `;
const same = (a: Set<string>, b: string[]) => a.size === new Set(b).size && b.every((x) => a.has(x));
const hash = (s: string) => createHash('sha1').update(s).digest('hex');

interface DescribedRow {
  system: string;
  code: string;
  title: string;
  description: string;
  doc: string;
}

const described = (pool: pg.Pool, systems: string[]) =>
  pool
    .query<DescribedRow>(
      `SELECT n.system, n.code, n.title, n.description, d.doc::text AS doc FROM nodes n
         JOIN classify_docs d ON d.system = n.system AND d.code = n.code
        WHERE n.system = ANY($1) AND n.description IS NOT NULL ORDER BY n.system, n.code`,
      [systems],
    )
    .then((r) => r.rows);

export interface HeldOutSet {
  items: Item[];
  /** Held-out phrases verbatim in the title or lead prose of their code (dropped). */
  leaked: number;
  /** Items with more than one expected code. */
  several: number;
  /** Held-out phrases the index holds as examples: the database was built without the holdout. */
  indexed: number;
}

/** Held-out example phrases, each expected on every code of its system whose example list names it. */
export async function heldOutSet(pool: pg.Pool, systems: string[]): Promise<HeldOutSet> {
  const byPhrase = new Map<string, { system: string; text: string; codes: Set<string>; held: boolean }>();
  let leaked = 0,
    indexed = 0;
  for (const r of await described(pool, systems)) {
    const lead = norm(`${indexedTitle(r.title)} ${leadProse(r.description)}`);
    const examples = parseDocument(r.doc).examples;
    for (const p of examplePhrases(r.description)) {
      const key = `${r.system}\u001f${norm(p)}`;
      const entry = byPhrase.get(key) ?? { system: r.system, text: p, codes: new Set<string>(), held: false };
      byPhrase.set(key, entry);
      entry.codes.add(r.code);
      if (!heldOut(r.system, r.code, p)) continue;
      if (examples.some((e) => same(e, terms(p).slice(0, 15)))) indexed++;
      if (lead.includes(norm(p))) {
        leaked++;
        continue;
      }
      if (!entry.held) entry.text = p;
      entry.held = true;
    }
  }
  const items = [...byPhrase.values()]
    .filter((e) => e.held)
    .map((e) => ({ system: e.system, codes: [...e.codes], text: e.text }));
  return { items, leaked, several: items.filter((i) => i.codes.length > 1).length, indexed };
}

/**
 * SOC job titles from ISCO-08's held-out example occupations ("Cardiologist", "Tree surgeon"),
 * expected on the SOC 2018 codes the official crosswalk maps their ISCO unit group to. Neither the
 * ISCO index (held out) nor the SOC index (its own texts only) holds them.
 */
export async function jobTitleSet(pool: pg.Pool): Promise<Item[]> {
  const { rows: edges } = await pool.query<{ isco: string; soc: string }>(
    `SELECT source_code AS isco, target_code AS soc FROM equivalences
      WHERE source_system = 'isco_08' AND target_system = 'soc_2018'`,
  );
  const socOf = new Map<string, Set<string>>();
  for (const e of edges) socOf.set(e.isco, (socOf.get(e.isco) ?? new Set()).add(e.soc));
  const byTitle = new Map<string, Item>();
  for (const r of await described(pool, ['isco_08'])) {
    const soc = socOf.get(r.code);
    if (!soc) continue;
    for (const p of examplePhrases(r.description)) {
      if (!heldOut(r.system, r.code, p)) continue;
      const item = byTitle.get(norm(p)) ?? { system: 'soc_2018', codes: [], text: p };
      item.codes = [...new Set([...item.codes, ...soc])];
      byTitle.set(norm(p), item);
    }
  }
  // ESCO's occupation titles are indexed (evidence carried to SOC through ISCO): a title that is one
  // of them is counted on its own row, the rest is what no index holds
  const { rows: esco } = await pool.query<{ title: string }>(
    `SELECT title FROM nodes WHERE system = 'esco_occupations'`,
  );
  const escoTitles = new Set(esco.map((r) => norm(r.title)));
  return [...byTitle.entries()].map(([key, item]) => ({
    ...item,
    row: escoTitles.has(key) ? 'an ESCO title' : 'no ESCO title',
  }));
}

/** A deterministic sample of at most `n` items per system (by a hash of system and text). */
export function sample(items: Item[], systems: string[], n: number): Item[] {
  const out: Item[] = [];
  for (const system of systems) {
    const mine = items
      .filter((i) => i.system === system)
      .map((i) => ({ i, h: hash(`${i.system}:${i.codes[0]}:${i.text}`) }))
      .sort((a, b) => (a.h < b.h ? -1 : 1))
      .slice(0, n);
    out.push(...mine.map((x) => x.i));
  }
  return out;
}
