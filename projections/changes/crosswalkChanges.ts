import type pg from 'pg';
import type { RecordedOf } from '../../commands/domainEvents.ts';
import { copyRows } from '../../platform/copy.ts';
import type { ChangeRow } from './kinds.ts';
import { rowsOf } from './releaseChanges.ts';

type EdgeEvent = RecordedOf<'EquivalencesAdded' | 'EquivalencesRemoved'>;
type Ends = { source_system: string; source_code: string; target_system: string; target_code: string };
const key = (e: Ends) => `${e.source_system}\u001f${e.source_code}\u001f${e.target_system}\u001f${e.target_code}`;
const COLUMNS = ['source_system', 'source_code', 'target_system', 'target_code', 'match_type'];

/**
 * The changes of one crosswalk import (a system pair's full set of edges replaced): on the pair's first
 * import one `crosswalk_imported` (its edges remembered, not listed); on a later one a change per edge
 * added, removed or given another match type (an edge whose provenance alone changed is no change to a
 * user), then the import when it added or removed anything.
 */
export async function crosswalkChanges(
  tx: pg.PoolClient,
  pair: [string, string],
  edgeEvents: EdgeEvent[],
  closing: RecordedOf<'CrosswalkImported'> | undefined,
  first: boolean,
  out: ChangeRow[],
): Promise<void> {
  if (first) {
    const edges = new Map<string, Ends & { match_type: string }>();
    for (const e of edgeEvents)
      if (e.type === 'EquivalencesAdded') for (const x of e.data.edges) edges.set(key(x), x);
      else for (const x of e.data.edges) edges.delete(key(x));
    await copyRows(
      tx,
      'feed_edges',
      COLUMNS,
      [...edges.values()].map((x) => [x.source_system, x.source_code, x.target_system, x.target_code, x.match_type]),
    );
  } else {
    for (const e of edgeEvents) {
      const add = rowsOf(e, out);
      const known = await knownTypes(tx, e.data.edges);
      const edge = (x: Ends) => ({
        system: x.source_system,
        code: x.source_code,
        other_system: x.target_system,
        other_code: x.target_code,
      });
      if (e.type === 'EquivalencesRemoved') {
        for (const x of e.data.edges)
          add({ kind: 'edge_removed', ...edge(x), detail: { match_type: known.get(key(x)) ?? null } });
        await tx.query(
          `DELETE FROM feed_edges f USING unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS d(ss, sc, ts, tc)
            WHERE f.source_system = d.ss AND f.source_code = d.sc AND f.target_system = d.ts AND f.target_code = d.tc`,
          columns(e.data.edges).slice(0, 4),
        );
        continue;
      }
      const unique = [...new Map(e.data.edges.map((x) => [key(x), x])).values()];
      for (const x of unique) {
        const was = known.get(key(x));
        if (was === undefined) add({ kind: 'edge_added', ...edge(x), detail: { match_type: x.match_type } });
        else if (was !== x.match_type)
          add({ kind: 'edge_retyped', ...edge(x), detail: { match_type: x.match_type, previous_match_type: was } });
      }
      await tx.query(
        `INSERT INTO feed_edges (${COLUMNS.join(', ')}) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
         ON CONFLICT (source_system, source_code, target_system, target_code) DO UPDATE SET match_type = EXCLUDED.match_type`,
        columns(unique),
      );
    }
  }
  if (closing && (first || closing.data.counts.added + closing.data.counts.removed > 0)) {
    const [a, b] = pair;
    rowsOf(
      closing,
      out,
    )({ kind: 'crosswalk_imported', system: a, other_system: b, detail: { counts: closing.data.counts, first } });
  }
}

function columns(edges: (Ends & { match_type?: string })[]): string[][] {
  return [
    edges.map((x) => x.source_system),
    edges.map((x) => x.source_code),
    edges.map((x) => x.target_system),
    edges.map((x) => x.target_code),
    edges.map((x) => x.match_type ?? ''),
  ];
}

async function knownTypes(tx: pg.PoolClient, edges: Ends[]): Promise<Map<string, string>> {
  if (!edges.length) return new Map();
  const { rows } = await tx.query<Ends & { match_type: string }>(
    `SELECT f.* FROM feed_edges f JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS d(ss, sc, ts, tc)
       ON f.source_system = d.ss AND f.source_code = d.sc AND f.target_system = d.ts AND f.target_code = d.tc`,
    columns(edges).slice(0, 4),
  );
  return new Map(rows.map((r) => [key(r), r.match_type]));
}
