import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from '../../projections/catalog/page.ts';
import { publicSourceSql } from '../../projections/catalog/ingestionSource.ts';
import type { Release, ReleaseList } from './shapes.ts';

/** Every release of a system ingested, oldest first, with its source and counts; null for an unknown system. */
export async function listReleases(db: Queryable, system: string, page: PageArgs = {}): Promise<ReleaseList | null> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `SELECT s.id AS sys, r.position::text AS id, r.release, ${publicSourceSql('i.source')} AS source, r.ingestion_id,
            r.source_hash, r.counts, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            r.sequence::int AS sequence, s.name AS system_name,
            (SELECT count(*)::int FROM releases WHERE system = s.id) AS total
       FROM systems s
       LEFT JOIN LATERAL (SELECT x.*, row_number() OVER (ORDER BY x.position) AS sequence FROM releases x
                           WHERE x.system = s.id ORDER BY x.position LIMIT $2 OFFSET $3) r ON true
       LEFT JOIN ingestions i ON i.id = r.ingestion_id
      WHERE s.id = $1
      ORDER BY r.position`,
    [system, limit, offset],
  );
  if (!rows.length) return null;
  const items = rows
    .filter((r) => r.id !== null)
    .map(({ sys: _s, total: _t, system_name, ...r }) => ({ ...r, label: releaseLabel(system_name, r) }) as Release);
  return { system, items, total: rows[0].total, limit, offset };
}

/**
 * A release as people tell it apart: edition, which release of the system it is, and when
 * ("NAICS 2022 2022 · release 2 of the system · 2026-11-28 08:39 UTC"): two releases of one edition
 * ingested the same day differ by their number.
 */
function releaseLabel(
  systemName: string,
  r: {
    release: string | null;
    sequence: number;
    at: string;
    counts: { added: number; changed: number; removed: number };
  },
): string {
  const edition = r.release ? `edition ${r.release}` : 'no edition given';
  const what =
    r.sequence === 1
      ? 'first release'
      : `release ${r.sequence}: ${r.counts.added} added, ${r.counts.changed} changed, ${r.counts.removed} removed`;
  return `${systemName}, ${edition} · ${what} · ${r.at.slice(0, 16).replace('T', ' ')} UTC`;
}

/** The log position of a release of a system, or null. */
export async function releasePosition(db: Queryable, system: string, id: string): Promise<number | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query(`SELECT position::float8 AS p FROM releases WHERE system = $1 AND position = $2`, [
    system,
    id,
  ]);
  return rows[0]?.p ?? null;
}
