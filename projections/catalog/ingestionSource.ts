/**
 * The source of an ingestion as the doors show it: a bundle or file set by its name
 * (`bundle:sample`), never the path it was read from on the server (ingestions.source keeps what the
 * ingest was given, a directory of that machine). In SQL over a `source` column.
 */
export const publicSourceSql = (col: string) =>
  `CASE WHEN ${col} ~ '[/\\\\]' THEN 'bundle:' || regexp_replace(regexp_replace(${col}, '[/\\\\]+$', ''), '^.*[/\\\\]', '') ELSE ${col} END`;
