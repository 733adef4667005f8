import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice } from '../vocabulary/schema.ts';

/** One file of a dump (GET /api/v1/downloads). */
export const DownloadFile = Type.Object({
  name: Str,
  kind: choice(['bundle', 'csv', 'sssom'] as const, {
    description: 'bundle: the whole graph as `taxonomy ingest` reads it; csv: one system; sssom: one system pair',
  }),
  media_type: Str,
  size: Type.Integer({ description: 'Bytes' }),
  sha256: Type.String({ description: 'Hex SHA-256 of the bytes served' }),
  url: Type.String({ description: 'Where to get it (supports Range, ETag, If-None-Match, Last-Modified)' }),
  system: NStr,
  target_system: NStr,
});
export type DownloadFile = Static<typeof DownloadFile>;

export const DownloadList = Type.Object({
  version: Type.Union([Str, Type.Null()], { description: 'The dump version (null until the first is built)' }),
  built_at: NStr,
  log_position: Type.Union([Str, Type.Null()], { description: 'The event log position the dump reflects' }),
  items: Type.Array(DownloadFile),
  total: Int,
  limit: Int,
  offset: Int,
});
export type DownloadList = Static<typeof DownloadList>;
