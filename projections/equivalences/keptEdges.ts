import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import type { StoredEdge } from './hierarchy.ts';

/**
 * The translations read model's rows (neighbours.ts: a linked code's edges) a build of the stored answers
 * (answerBuild.ts) keeps while it computes many answers. A walk's further hops read the rows of the codes its
 * first hop reached (~3 an answer, 20–85 KB of JSON each on the full corpus: the largest read of an answer, and most
 * of pg's row parsing and of the garbage it leaves); consecutive answers of a system reach mostly the same codes
 * (65–88% of those rows were read by an answer before, among the last 1,000 codes), so each row is read and parsed
 * once while kept. The rows are the ones the statement gives, so the answers are the same bytes
 * (test/int/equivalences/keptNodes.test.ts).
 *
 * Kept rows are shared between answers: nothing may change them (the walk and the shaping only read edges).
 * Only for a read model that does not change while kept: the builder makes one per build and checks the generation
 * before each batch. Memory is bounded: rows are dropped least recently used first beyond `maxEdges` edges.
 */

// the same statement as a live walk's hop (translations.ts): one primary-key lookup per code
const hopQuery = preparedQuery<{ i: string; edges: StoredEdge[] }>(
  `SELECT f.i, nb.edges FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS f(s, c, i)
     JOIN equivalence_neighbours nb ON nb.system = f.s AND nb.code = f.c`,
);

/** Each code's edges (null: no row), in the order of `codes`, in one statement. */
export async function readEdges(
  db: Queryable,
  codes: { system: string; code: string }[],
): Promise<(StoredEdge[] | null)[]> {
  const { rows } = await hopQuery(db, [codes.map((f) => f.system), codes.map((f) => f.code)]);
  const byCode: (StoredEdge[] | null)[] = codes.map(() => null);
  for (const r of rows) byCode[Number(r.i) - 1] = r.edges;
  return byCode;
}

export class KeptEdges {
  /** Key `system\u001fcode` -> the row's edges (null: no row); a Map's order is its use order, oldest first. */
  private readonly rows = new Map<string, StoredEdge[] | null>();
  private kept = 0;
  /** Rows read so far, and rows answered from those kept (for measurements). */
  rowsRead = 0;
  rowsKept = 0;

  constructor(readonly maxEdges = 150_000) {}

  /** What `readEdges` gives, the codes not kept read together. */
  async of(db: Queryable, codes: { system: string; code: string }[]): Promise<(StoredEdge[] | null)[]> {
    const out: (StoredEdge[] | null)[] = new Array(codes.length);
    let missing: number[] | undefined;
    for (let i = 0; i < codes.length; i++) {
      const key = `${codes[i].system}\u001f${codes[i].code}`;
      const row = this.rows.get(key);
      if (row === undefined) (missing ??= []).push(i);
      else {
        this.rows.delete(key); // used now: to the end of the order
        this.rows.set(key, row);
        out[i] = row;
      }
    }
    this.rowsKept += codes.length - (missing?.length ?? 0);
    if (!missing) return out;
    const read = await readEdges(
      db,
      missing.map((i) => codes[i]),
    );
    this.rowsRead += missing.length;
    missing.forEach((i, j) => {
      out[i] = read[j];
      this.keep(`${codes[i].system}\u001f${codes[i].code}`, read[j]);
    });
    return out;
  }

  private keep(key: string, row: StoredEdge[] | null): void {
    const had = this.rows.get(key);
    if (had !== undefined) return; // read meanwhile by another answer in flight: the same row
    this.rows.set(key, row);
    this.kept += row?.length ?? 0;
    for (const [k, r] of this.rows) {
      if (this.kept <= this.maxEdges || k === key) break;
      this.rows.delete(k);
      this.kept -= r?.length ?? 0;
    }
  }
}
