import type { Config } from '../platform/config.ts';
import type { CodeIndex } from '../ingest/crosswalks/codeIndex.ts';
import type { OfficialReference, OfficialReferenceLoader } from '../read/quality/officialChecks.ts';
import { officialDirs } from './officialDirs.ts';

const loaded = new Map<string, Promise<OfficialReference | undefined>>();

/**
 * The official files as the quality audit compares them with the served data: read once per process
 * on first use (the files do not change under a running service), undefined when there are none.
 */
export function officialReferenceLoader(config: Config): OfficialReferenceLoader {
  const dirs = officialDirs(config);
  const key = dirs.join('\n');
  return () => {
    if (!loaded.has(key)) loaded.set(key, readReference(dirs));
    return loaded.get(key)!;
  };
}

async function readReference(dirs: string[]): Promise<OfficialReference | undefined> {
  // the official source adapters are loaded with the first audit, not with the server (~30 MB of RSS)
  const { findOfficialSources, readOfficialSources, authoritativeEdges } = await import('../ingest/officialSources.ts');
  const { indexNodes } = await import('../ingest/crosswalks/codeIndex.ts');
  if (!findOfficialSources(dirs).length) return undefined;
  const official = await readOfficialSources(dirs);
  const index: CodeIndex = new Map(official.releases.map((r) => [r.system.id, indexNodes(r.nodes)]));
  return {
    systems: official.releases.map((r) => ({
      id: r.system.id,
      titles: new Map(r.nodes.map((n) => [n.code, n.title])),
    })),
    edges: authoritativeEdges(official, index).map((e) => ({
      source_system: e.source_system,
      source_code: e.source_code,
      target_system: e.target_system,
      target_code: e.target_code,
      source: e.provenance?.source ?? 'official',
    })),
  };
}
