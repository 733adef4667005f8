import type { Queryable } from '../../platform/db.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { CHUNK_BYTES } from './build.ts';
import type { DownloadFile, DownloadList } from './shapes.ts';

export interface DownloadQuery {
  kind?: 'bundle' | 'csv' | 'sssom';
  system?: string;
  limit?: number;
  offset?: number;
}

/** The latest dumps (bundle first, then CSVs, then SSSOM), filtered and paged; `version` null while none is built. */
export async function listDownloads(db: Queryable, q: DownloadQuery = {}): Promise<DownloadList> {
  const limit = Math.min(Math.max(q.limit ?? LIMITS.pageDefault, 1), LIMITS.pageMax);
  const offset = Math.max(q.offset ?? 0, 0);
  const { rows: v } = await db.query(
    `SELECT version, log_position::text AS log_position, to_char(built_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS built_at
       FROM download_versions ORDER BY built_at DESC LIMIT 1`,
  );
  if (!v.length) return { version: null, built_at: null, log_position: null, items: [], total: 0, limit, offset };
  const { rows } = await db.query(
    `SELECT name, kind, media_type, size::float8 AS size, sha256, system, other_system AS target_system, count(*) OVER ()::int AS total
       FROM downloads
      WHERE version = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR system = $3 OR other_system = $3)
      ORDER BY array_position(ARRAY['bundle','csv','sssom'], kind), name
      LIMIT $4 OFFSET $5`,
    [v[0].version, q.kind ?? null, q.system ?? null, limit, offset],
  );
  const items: DownloadFile[] = rows.map(({ total: _t, ...r }) => ({
    ...r,
    url: `/api/v1/downloads/${v[0].version}/${r.name}`,
  }));
  return { ...v[0], items, total: rows[0]?.total ?? 0, limit, offset };
}

export interface StoredFile {
  name: string;
  media_type: string;
  size: number;
  sha256: string;
  built_at: Date;
}

/** One stored file's description, or null. */
export async function downloadFile(db: Queryable, version: string, name: string): Promise<StoredFile | null> {
  const { rows } = await db.query(
    `SELECT d.name, d.media_type, d.size::float8 AS size, d.sha256, v.built_at
       FROM downloads d JOIN download_versions v USING (version) WHERE d.version = $1 AND d.name = $2`,
    [version, name],
  );
  return rows[0] ?? null;
}

/** Bytes start..end (inclusive) of a stored file, read a few chunks at a time. */
export async function* downloadBytes(
  db: Queryable,
  version: string,
  name: string,
  start: number,
  end: number,
): AsyncIterable<Buffer> {
  const first = Math.floor(start / CHUNK_BYTES);
  const last = Math.floor(end / CHUNK_BYTES);
  for (let seq = first; seq <= last; seq += 8) {
    const { rows } = await db.query<{ seq: number; data: Buffer }>(
      'SELECT seq, data FROM download_chunks WHERE version = $1 AND name = $2 AND seq BETWEEN $3 AND $4 ORDER BY seq',
      [version, name, seq, Math.min(seq + 7, last)],
    );
    for (const r of rows) {
      const offset = r.seq * CHUNK_BYTES;
      yield r.data.subarray(Math.max(0, start - offset), Math.min(r.data.length, end - offset + 1));
    }
  }
}
