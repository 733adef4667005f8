import type { EventStore } from '../commands/eventStore/port.ts';
import { foldStream } from '../commands/decider.ts';
import { systemDecider } from '../commands/systemRelease.ts';
import { isValidSystemId, systemStream } from '../commands/streams.ts';
import { applyEdges, applyRelease, recordedIngestion, type IngestionCounts } from './apply.ts';
import { ensureSourceFiles, findAdapter, sourceAdapters } from './sources/index.ts';

/** Official sources that `taxonomy ingest <id>` knows, for `ingest --list`. */
export function listSources(): { id: string; kind: string; title: string }[] {
  return sourceAdapters.map((a) => ({ id: a.id, kind: a.kind, title: a.title }));
}

/** Codes of a system as the write side knows them (folded from its stream). */
async function systemCodes(store: EventStore, id: string): Promise<Set<string>> {
  if (!isValidSystemId(id)) return new Set();
  return new Set((await foldStream(store, systemStream(id), systemDecider)).nodes.keys());
}

/**
 * Ingests one official source by id: its files are read from the cache folder (downloaded into it
 * when missing), parsed by the source's adapter, and applied like a bundle release: only the
 * difference is appended. Crosswalk edges whose ends are not ingested codes are skipped and counted.
 */
export async function ingestOfficial(
  store: EventStore,
  id: string,
  sourcesDir: string,
  log: (m: string) => void = () => {},
): Promise<{ ingestionId: string; counts: IngestionCounts }> {
  const adapter = findAdapter(id);
  if (!adapter) throw new Error(`unknown source '${id}' (taxonomy ingest --list shows the known ones)`);
  const dir = await ensureSourceFiles(adapter, sourcesDir, { log });
  return recordedIngestion({ store, source: `official:${id}`, kind: 'official' }, async (ctx, counts) => {
    const { release, edges } = await adapter.read(dir);
    if (release) await applyRelease(ctx, release, counts);
    if (edges?.length) {
      const known = new Map<string, Set<string>>();
      if (release) known.set(release.system.id, new Set(release.nodes.map((n) => n.code)));
      for (const e of edges) {
        for (const s of [e.source_system, e.target_system])
          if (!known.has(s)) known.set(s, await systemCodes(store, s));
      }
      await applyEdges(ctx, edges, (s, c) => known.get(s)?.has(c) ?? false, counts);
    }
    return {};
  });
}
