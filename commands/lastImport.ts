import type { EventStore } from './eventStore/port.ts';

/**
 * The source hash of a stream's last import (its newest `SystemReleaseImported` or `CrosswalkImported`),
 * read from the stream's end. The deciders append nothing when a command's source hash equals it, so a
 * caller that finds it equal may skip the command without folding the stream (a re-ingest of unchanged files).
 */
export async function lastSourceHash(
  store: EventStore,
  stream: string,
  type: 'SystemReleaseImported' | 'CrosswalkImported' | 'CodingAidImported' | 'LabelsImported',
): Promise<string | undefined> {
  const e = await store.readLastOfType(stream, type);
  return typeof e?.data?.sourceHash === 'string' ? e.data.sourceHash : undefined;
}
