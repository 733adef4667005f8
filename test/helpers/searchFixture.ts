import type { Test } from 'tap';
import { withTransaction } from '../../platform/db.ts';
import { createPgSearch } from '../../projections/search/pgSearch.ts';
import type { IndexOp, SearchDoc, SearchSystem } from '../../projections/search/port.ts';
import { createTestDatabase } from './database.ts';

/** A system as the catalog holds it for the search tests (the facts the authority tiers and place names read). */
export interface CatalogSystem extends SearchSystem {
  provenance: string | null;
  authority: string | null;
  region?: string;
  country_codes?: string[];
}

/** An international standard's official file (authority tier 1, weight 1: projections/authority). */
export const STANDARD_TEST: CatalogSystem = {
  id: 'std_t',
  name: 'Standard test',
  kind: 'standard',
  provenance: 'official_download',
  authority: 'United Nations Statistics Division',
};

/** A standard system of no particular provenance or authority, named after its id. */
export const plainSystem = (id: string): CatalogSystem => ({
  id,
  name: `System ${id}`,
  kind: 'standard',
  provenance: null,
  authority: null,
});

/** A fresh database whose catalog holds `systems`, and a PostgreSQL search index over it, dropped when `t` ends. */
export async function createSearchFixture(t: Test, systems: CatalogSystem[]) {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  for (const s of systems)
    await db.pool.query(
      `INSERT INTO systems (id, name, kind, provenance, authority, region, country_codes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [s.id, s.name, s.kind, s.provenance, s.authority, s.region ?? null, s.country_codes ?? []],
    );
  const index = createPgSearch(db.pool);
  const systemsOp: IndexOp = { op: 'systems', systems: systems.map(({ id, name, kind }) => ({ id, name, kind })) };
  /** Indexes the systems, then each system's docs, in one transaction. */
  const indexDocs = (docs: Record<string, SearchDoc[]>) =>
    withTransaction(db.pool, (tx) =>
      index.apply(
        [systemsOp, ...Object.entries(docs).map(([system, d]): IndexOp => ({ op: 'upsert', system, docs: d }))],
        tx,
      ),
    );
  return { db, index, systemsOp, indexDocs };
}
