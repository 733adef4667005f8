import type { Queryable } from '../../platform/db.ts';
import { preparedArrayQuery } from '../../platform/preparedQuery.ts';

/**
 * The catalog rows a build of the stored answers (answerBuild.ts) keeps while it computes many answers: the
 * nodes (code, parent, child count, level, title) of the systems the answers reach, and those systems' names.
 * A live translation reads, per answer, the rows of the ~140–230 codes it reaches and of their ancestors for
 * the roll-up of target groups (hierarchy.ts, ancestryQuery: ~500 primary-key probes, two thirds of an answer's
 * PostgreSQL CPU) and the titles of the ~115 codes it shows (titlesQuery); consecutive answers reach mostly the
 * same systems, so the builder reads each reached system's nodes once, in one statement, and answers both from
 * them. The rows are the same the statements read, so the answers are the same bytes
 * (test/int/equivalences/keptNodes.test.ts).
 *
 * Only for read models that do not change while it is kept: the builder makes one per build and checks the
 * generation before each batch (an answer computed from rows of an older generation is stamped with that one).
 * Memory is bounded: systems are kept least recently used first out beyond `maxNodes` nodes (the 179,483 nodes of
 * the linked systems of the full corpus are 51 MB of heap).
 */
export type AncestryRow = [system: string, code: string, parent: string | null, childCount: number, level: number];

interface SystemNodes {
  index: Map<string, number>;
  /** Each node's row as the roll-up reads it, made once (an answer lists ~500 of them). */
  rows: AncestryRow[];
  titles: string[];
  /** Each node's parent (its index; -1: none, or no node). */
  parentAt: Int32Array;
  /** Per node, the last call (`calls`) that found it reached, that counted codes under it, and that count. */
  reachedIn: Uint32Array;
  countedIn: Uint32Array;
  under: Uint32Array;
  name: string | null | undefined; // undefined: no `systems` row
  /** When an answer last used it (`tick`): the least recently used are dropped first. */
  usedAt: number;
  /** A number of its own (per read: a system read again gets another), for keys of its nodes. */
  serial: number;
}

/** A target group found covered (hierarchy.ts, rollUpGroups): every child reached (or covered), with the reached codes under it. */
export interface CoveredGroup {
  system: string;
  code: string;
  /** The reached codes under it (their indexes in the reached codes asked about). */
  under: number[];
}

/** Keys of kept nodes as numbers: a system's serial times this plus the node's index (more nodes than any system). */
const NODES_PER_SYSTEM = 2 ** 24;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Deeper than any classification: a bound, should parents ever make a cycle. */
const MAX_DEPTH = 64;

// a system's nodes in one statement (as rows of arrays: no object per row); names with them
const systemNodesQuery = preparedArrayQuery<[string, string, string | null, number, number, string]>(
  `SELECT system, code, parent, child_count, level, title FROM nodes WHERE system = ANY($1::text[])`,
);
const systemNamesQuery = preparedArrayQuery<[string, string | null]>(
  `SELECT id, name FROM systems WHERE id = ANY($1::text[])`,
);

export class KeptNodes {
  private readonly systems = new Map<string, SystemNodes>();
  private readonly loading = new Map<string, Promise<void>>();
  private kept = 0;
  private calls = 0;
  private tick = 0;
  private serials = 0;
  /** Nodes read so far (for measurements). */
  nodesRead = 0;

  constructor(readonly maxNodes = 200_000) {}

  /** The kept nodes of `systems`, read (together) where not kept yet. */
  private async of(db: Queryable, codes: { system: string }[]): Promise<Map<string, SystemNodes>> {
    const out = new Map<string, SystemNodes>();
    let missing: string[] | undefined;
    for (const { system } of codes) {
      if (out.has(system)) continue;
      const m = this.systems.get(system);
      if (m) out.set(system, m);
      else if (!missing) missing = [system];
      else if (!missing.includes(system)) missing.push(system);
    }
    if (missing) {
      const toLoad = missing.filter((s) => !this.loading.has(s));
      if (toLoad.length) {
        const load = this.load(db, toLoad);
        for (const s of toLoad) this.loading.set(s, load);
        try {
          await load;
        } finally {
          for (const s of toLoad) this.loading.delete(s);
        }
      }
      for (const s of missing) {
        const pending = this.loading.get(s);
        if (pending) await pending;
      }
      // what was taken is the caller's whatever is dropped meanwhile; a system dropped before it was taken is read again
      for (const s of missing) {
        if (!this.systems.has(s)) await this.load(db, [s]);
        const m = this.systems.get(s);
        if (!m) throw new Error(`keptNodes: ${s} not kept`);
        out.set(s, m);
      }
    }
    const now = ++this.tick;
    for (const m of out.values()) m.usedAt = now;
    return out;
  }

  private async load(db: Queryable, systems: string[]): Promise<void> {
    const [{ rows }, { rows: names }] = await Promise.all([
      systemNodesQuery(db, [systems]),
      systemNamesQuery(db, [systems]),
    ]);
    const count = new Map<string, number>();
    for (const r of rows) count.set(r[0], (count.get(r[0]) ?? 0) + 1);
    const made = new Map<string, SystemNodes>();
    for (const s of systems) {
      const n = count.get(s) ?? 0;
      made.set(s, {
        index: new Map(),
        rows: [],
        titles: [],
        parentAt: new Int32Array(n),
        reachedIn: new Uint32Array(n),
        countedIn: new Uint32Array(n),
        under: new Uint32Array(n),
        name: undefined,
        usedAt: ++this.tick,
        serial: ++this.serials,
      });
    }
    for (const [id, name] of names) made.get(id)!.name = name;
    for (const [s, code, parent, childCount, level, title] of rows) {
      const m = made.get(s)!;
      m.index.set(code, m.rows.length);
      m.rows.push([s, code, parent, childCount, level]);
      m.titles.push(title);
    }
    for (const m of made.values())
      m.rows.forEach((r, i) => (m.parentAt[i] = r[2] === null ? -1 : (m.index.get(r[2]) ?? -1)));
    this.nodesRead += rows.length;
    for (const [s, m] of made) {
      const had = this.systems.get(s);
      if (had) this.kept -= had.rows.length;
      this.systems.set(s, m);
      this.kept += m.rows.length;
    }
    if (this.kept > this.maxNodes) {
      const byUse = [...this.systems].filter(([s]) => !made.has(s)).sort((a, b) => a[1].usedAt - b[1].usedAt);
      for (const [s, m] of byUse) {
        if (this.kept <= this.maxNodes) break;
        this.systems.delete(s);
        this.kept -= m.rows.length;
      }
    }
  }

  /**
   * What `rollUpGroups` (hierarchy.ts) finds from the rows its ancestry statement gives (each reached code, and each
   * ancestor with at least as many reached codes under it as children), the same groups in the same order with
   * the same codes under each (as indexes into `reached`), computed over the kept nodes' indexes: no key string, map
   * or object per reached code and ancestor (an answer reaches ~140–320 codes, at most 2,000; the rows, keys and maps
   * of the roll-up were ~11% of an answer's sampled Node time, besides the garbage they left). `reached` holds each
   * code once.
   */
  async coveredGroups(db: Queryable, reached: { system: string; code: string }[]): Promise<CoveredGroup[]> {
    const kept = await this.of(db, reached);
    const call = (this.calls = (this.calls + 1) >>> 0 || 1);
    const reachedOf: (SystemNodes | undefined)[] = new Array(reached.length);
    const reachedAt = new Int32Array(reached.length);
    const candidates: { m: SystemNodes; i: number }[] = [];
    for (let r = 0; r < reached.length; r++) {
      const { system, code } = reached[r];
      const m = kept.get(system)!;
      const i = m.index.get(code);
      if (i === undefined) continue;
      reachedOf[r] = m;
      reachedAt[r] = i;
      m.reachedIn[i] = call;
    }
    for (let r = 0; r < reached.length; r++) {
      const m = reachedOf[r];
      if (!m) continue;
      const i = reachedAt[r];
      for (let j = m.parentAt[i], depth = 0; j >= 0 && j !== i && depth < MAX_DEPTH; j = m.parentAt[j], depth++) {
        if (m.countedIn[j] !== call) {
          m.countedIn[j] = call;
          m.under[j] = 0;
          candidates.push({ m, i: j });
        }
        m.under[j]++;
      }
    }
    // the groups that could be covered (not reached themselves, at least as many reached codes under them as
    // children), deepest first, then by system and code: a group's children are settled before it
    const groups = candidates.filter(({ m, i }) => {
      const childCount = m.rows[i][3];
      return childCount > 0 && childCount <= m.under[i] && m.reachedIn[i] !== call;
    });
    groups.sort((a, b) => {
      const x = a.m.rows[a.i],
        y = b.m.rows[b.i];
      return y[4] - x[4] || cmp(x[0], y[0]) || cmp(x[1], y[1]);
    });
    // per parent (its system's number and index), its covered children in the order they were found: reached codes
    // (r >= 0: their index in `reached`) first, then covered groups (-1 - their index in `groups`)
    const children = new Map<number, number[]>();
    const keyOf = (m: SystemNodes, i: number) => m.serial * NODES_PER_SYSTEM + i;
    const addChild = (m: SystemNodes, i: number, child: number) => {
      const p = m.parentAt[i];
      if (p < 0) return;
      const k = keyOf(m, p);
      const list = children.get(k);
      if (list) list.push(child);
      else children.set(k, [child]);
    };
    for (let r = 0; r < reached.length; r++) if (reachedOf[r]) addChild(reachedOf[r]!, reachedAt[r], r);
    const covered = new Set<number>();
    const coveredAt: number[] = [];
    for (let g = 0; g < groups.length; g++) {
      const { m, i } = groups[g];
      const k = keyOf(m, i);
      if ((children.get(k)?.length ?? 0) === m.rows[i][3]) {
        covered.add(k);
        coveredAt.push(g);
        addChild(m, i, -1 - g);
      }
    }
    const out: CoveredGroup[] = [];
    for (const g of coveredAt) {
      const { m, i } = groups[g];
      if (m.parentAt[i] >= 0 && covered.has(keyOf(m, m.parentAt[i]))) continue; // a higher group covers it
      const under: number[] = [];
      const collect = (k: number) => {
        for (const ch of children.get(k) ?? []) {
          if (ch >= 0) under.push(ch);
          else collect(keyOf(groups[-1 - ch].m, groups[-1 - ch].i));
        }
      };
      collect(keyOf(m, i));
      out.push({ system: m.rows[i][0], code: m.rows[i][1], under });
    }
    return out;
  }

  /**
   * What the titles statement gives (translations.ts): each code's title in the order asked (null where it has no
   * node), and the names of the systems some of whose codes were found.
   */
  async titles(
    db: Queryable,
    codes: { system: string; code: string }[],
  ): Promise<{ titles: (string | null)[]; names: Record<string, string> }> {
    const kept = await this.of(db, codes);
    const names: Record<string, string> = {};
    const titles = codes.map(({ system, code }) => {
      const m = kept.get(system)!;
      const i = m.index.get(code);
      if (i === undefined) return null;
      if (m.name !== undefined) names[system] = m.name as string;
      return m.titles[i];
    });
    return { titles, names };
  }
}
