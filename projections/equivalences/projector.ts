import { copyRows } from '../../platform/copy.ts';
import type { Projection } from '../runtime/projection.ts';
import { markStale, recomputeStale, targetIndexed } from './neighbours.ts';

/**
 * Crosswalk edges, one row per directed edge, indexed from both ends; and from them the translations
 * read model, each linked code's edges in one row (neighbours.ts), recomputed for the codes a batch touched.
 */
export const equivalencesProjection: Projection<'EquivalencesAdded' | 'EquivalencesRemoved'> = {
  name: 'equivalences',
  version: 3,
  tables: ['equivalences', 'equivalence_neighbours', 'equivalence_neighbours_stale'],
  bulkTables: ['equivalences'],
  handles: new Set(['EquivalencesAdded', 'EquivalencesRemoved']),
  async reset(tx) {
    await tx.query('TRUNCATE equivalences, equivalence_neighbours, equivalence_neighbours_stale');
  },
  async handle(events, tx) {
    for (const e of events) {
      const ev = e;
      await markStale(
        tx,
        ev.data.edges.flatMap((x) => [
          { system: x.source_system, code: x.source_code },
          { system: x.target_system, code: x.target_code },
        ]),
      );
      if (ev.type === 'EquivalencesAdded') {
        const { rows } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM (SELECT 1 FROM equivalences LIMIT 1) x',
        );
        if (rows[0].n === 0 && ev.data.edges.length > 100) {
          // empty table (first load, rebuild): COPY, no conflicts possible within one crosswalk's additions
          await copyRows(
            tx,
            'equivalences',
            ['source_system', 'source_code', 'target_system', 'target_code', 'match_type', 'provenance'],
            ev.data.edges.map((x) => [
              x.source_system,
              x.source_code,
              x.target_system,
              x.target_code,
              x.match_type,
              x.provenance ? JSON.stringify(x.provenance) : null,
            ]),
          );
          continue;
        }
        const d = ev.data.edges;
        await tx.query(
          `INSERT INTO equivalences (source_system, source_code, target_system, target_code, match_type, provenance)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[])
           ON CONFLICT (source_system, source_code, target_system, target_code)
           DO UPDATE SET match_type = EXCLUDED.match_type, provenance = EXCLUDED.provenance`,
          [
            d.map((x) => x.source_system),
            d.map((x) => x.source_code),
            d.map((x) => x.target_system),
            d.map((x) => x.target_code),
            d.map((x) => x.match_type),
            d.map((x) => (x.provenance ? JSON.stringify(x.provenance) : null)),
          ],
        );
      } else if (ev.type === 'EquivalencesRemoved') {
        const d = ev.data.edges;
        await tx.query(
          `DELETE FROM equivalences e USING unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(ss, sc, ts, tc)
            WHERE e.source_system = x.ss AND e.source_code = x.sc AND e.target_system = x.ts AND e.target_code = x.tc`,
          [
            d.map((x) => x.source_system),
            d.map((x) => x.source_code),
            d.map((x) => x.target_system),
            d.map((x) => x.target_code),
          ],
        );
      }
    }
    if (await targetIndexed(tx)) await recomputeStale(tx); // else a long replay: once at its end (settle)
  },
  async settle(tx) {
    return (await recomputeStale(tx, true)) > 0;
  },
};
