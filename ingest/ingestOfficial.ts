/** Ingestion of official source files by id (adapters in ingest/sources/). */
export function listSources(): { id: string; kind: string; title: string }[] { return []; }
export async function ingestOfficial(_store: unknown, id: string, _dir: string): Promise<{ ingestionId: string; counts: unknown }> {
  throw new Error(`unknown source '${id}' (taxonomy ingest --list shows the known ones)`);
}
