import type { Queryable } from '../../platform/db.ts';
import { pageBounds } from '../catalog/page.ts';
import { SUCCESSIONS } from './successions.ts';
import { UnknownSuccession } from './migrate.ts';
import {
  EDITION_CHANGES,
  type EditionChange,
  type EditionFilter,
  type EditionCode,
  type EditionDiff,
  type EditionDiffEntry,
  type EditionLink,
} from './editionDiffShapes.ts';

interface Node {
  code: string;
  title: string | null;
  level: number;
}
interface Edge {
  from: string;
  to: string;
  match_type: string;
  common_content: string | null;
}

/**
 * What changed from an edition to its successor (NACE Rev. 2 → Rev. 2.1), read from the official
 * correspondence between the two systems rather than from one system's releases: the links are grouped
 * into connected sets of old and new codes, and each set is named by its shape (one old code to one new:
 * unchanged, retitled or renumbered; one to several: split; several to one: merged; several to several:
 * regrouped); a code no link reaches is added or removed. Titles are each edition's own. Totals count the
 * whole diff; `level` and `change` filter the paged list.
 */
export async function editionDiff(
  db: Queryable,
  args: { from: string; to: string; level?: number; change?: EditionFilter; limit?: number; offset?: number },
): Promise<EditionDiff> {
  const succession = SUCCESSIONS.find((s) => s.from === args.from && s.to === args.to);
  if (!succession)
    throw new UnknownSuccession(
      `no official correspondence from ${args.from} to ${args.to}; known: ${SUCCESSIONS.map((s) => `${s.from} → ${s.to}`).join(', ')}`,
    );
  const { limit, offset } = pageBounds(args);
  const [nodes, edges] = await Promise.all([
    db.query<Node & { system: string }>(`SELECT system, code, title, level FROM nodes WHERE system = ANY($1::text[])`, [
      [args.from, args.to],
    ]),
    // official links either way round (stored from the older edition; a reversed one read back, broad/narrow swapped)
    db.query<Edge>(
      `SELECT CASE WHEN source_system = $1 THEN source_code ELSE target_code END AS from,
              CASE WHEN source_system = $1 THEN target_code ELSE source_code END AS to,
              CASE WHEN source_system = $1 THEN match_type
                   WHEN match_type = 'broad' THEN 'narrow' WHEN match_type = 'narrow' THEN 'broad' ELSE match_type END AS match_type,
              provenance->>'note' AS common_content
         FROM equivalences
        WHERE ((source_system = $1 AND target_system = $2) OR (source_system = $2 AND target_system = $1))
          AND provenance->>'kind' = 'official'
        ORDER BY 1, 2`,
      [args.from, args.to],
    ),
  ]);
  const older = new Map<string, Node>();
  const newer = new Map<string, Node>();
  for (const n of nodes.rows) (n.system === args.from ? older : newer).set(n.code, n);
  // an edition not loaded (the sample corpus has no NACE Rev. 2.1) would read as every code removed: say so instead
  const missing = [...(older.size ? [] : [args.from]), ...(newer.size ? [] : [args.to])];
  const entries = missing.length ? [] : groupChanges(older, newer, dedupe(edges.rows));

  const totals = Object.fromEntries(EDITION_CHANGES.map((c) => [c, 0])) as Record<EditionChange, number>;
  const inLevel = entries.filter((e) => args.level === undefined || e.level === args.level);
  for (const e of inLevel) totals[e.change]++;
  const atLevel = <T extends Node>(m: Map<string, T>) =>
    [...m.values()].filter((n) => args.level === undefined || n.level === args.level);
  const picked = inLevel.filter(
    (e) => !args.change || e.change === args.change || (args.change === 'changed' && e.change !== 'unchanged'),
  );
  return {
    from: args.from,
    to: args.to,
    name: succession.name,
    source: `official correspondence ${args.from} → ${args.to}`,
    missing,
    totals: {
      ...totals,
      new_codes: missing.length ? 0 : atLevel(newer).filter((n) => !older.has(n.code)).length,
      dropped_codes: missing.length ? 0 : atLevel(older).filter((n) => !newer.has(n.code)).length,
    },
    items: picked.slice(offset, offset + limit),
    total: picked.length,
    limit,
    offset,
  };
}

function dedupe(edges: Edge[]): Edge[] {
  const seen = new Set<string>();
  return edges.filter((e) => {
    const k = `${e.from}\u0000${e.to}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

/** The links' connected sets of old and new codes, each named by its shape, plus the codes no link reaches. */
function groupChanges(older: Map<string, Node>, newer: Map<string, Node>, edges: Edge[]): EditionDiffEntry[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const add = (x: string) => parent.has(x) || parent.set(x, x);
  for (const e of edges) {
    const a = `o:${e.from}`;
    const b = `n:${e.to}`;
    add(a);
    add(b);
    parent.set(find(a), find(b));
  }
  const sets = new Map<string, { from: Set<string>; to: Set<string>; links: Edge[] }>();
  for (const e of edges) {
    const root = find(`o:${e.from}`);
    const s = sets.get(root) ?? { from: new Set<string>(), to: new Set<string>(), links: [] };
    s.from.add(e.from);
    s.to.add(e.to);
    s.links.push(e);
    sets.set(root, s);
  }
  const code =
    (mine: Map<string, Node>, other: Map<string, Node>) =>
    (c: string): EditionCode => ({
      code: c,
      title: mine.get(c)?.title ?? null,
      also_in_other: other.has(c),
    });
  const entries: EditionDiffEntry[] = [];
  for (const s of sets.values()) {
    const from = [...s.from].sort().map(code(older, newer));
    const to = [...s.to].sort().map(code(newer, older));
    const level = older.get(from[0].code)?.level ?? newer.get(to[0].code)?.level ?? 0;
    const links: EditionLink[] = s.links.map((l) => ({ ...l }));
    entries.push({ change: shape(from, to), level, from, to, links, explanation: explain(shape(from, to), from, to) });
  }
  const linkedOld = new Set(edges.map((e) => e.from));
  const linkedNew = new Set(edges.map((e) => e.to));
  for (const n of newer.values())
    if (!linkedNew.has(n.code)) {
      const to = [code(newer, older)(n.code)];
      entries.push({ change: 'added', level: n.level, from: [], to, links: [], explanation: explain('added', [], to) });
    }
  for (const n of older.values())
    if (!linkedOld.has(n.code)) {
      const from = [code(older, newer)(n.code)];
      entries.push({
        change: 'removed',
        level: n.level,
        from,
        to: [],
        links: [],
        explanation: explain('removed', from, []),
      });
    }
  const key = (e: EditionDiffEntry) => (e.from[0] ?? e.to[0]).code;
  return entries.sort((a, b) => a.level - b.level || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const sameTitle = (a: string | null, b: string | null) =>
  (a ?? '').replace(/\s+/g, ' ').trim().toLowerCase() === (b ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

function shape(from: EditionCode[], to: EditionCode[]): EditionChange {
  if (from.length === 1 && to.length === 1) {
    if (from[0].code !== to[0].code) return 'renumbered';
    return sameTitle(from[0].title, to[0].title) ? 'unchanged' : 'retitled';
  }
  if (from.length === 1) return 'split';
  if (to.length === 1) return 'merged';
  return 'regrouped';
}

const named = (c: EditionCode) => `${c.code}${c.title ? ` (${c.title})` : ''}`;
const list = (cs: EditionCode[]) => cs.map((c) => c.code).join(', ');

function explain(change: EditionChange, from: EditionCode[], to: EditionCode[]): string {
  switch (change) {
    case 'unchanged':
      return `${named(from[0])} stays ${to[0].code}`;
    case 'retitled':
      return `${from[0].code} is retitled: "${from[0].title ?? ''}" → "${to[0].title ?? ''}"`;
    case 'renumbered':
      return `${named(from[0])} becomes ${named(to[0])}`;
    case 'split':
      return `${named(from[0])} is split over ${to.length} codes: ${list(to)}`;
    case 'merged':
      return `${list(from)} are merged into ${named(to[0])}`;
    case 'regrouped':
      return `${list(from)} are regrouped over ${list(to)}`;
    case 'added':
      return `${named(to[0])} is new: no code of the older edition leads to it`;
    case 'removed':
      return `${named(from[0])} leads to no code of the newer edition`;
  }
}
