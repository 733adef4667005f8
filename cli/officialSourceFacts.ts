import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../platform/config.ts';
import type { OfficialSourceFact } from '../read/quality/editionAudit.ts';
import { findOfficialSources } from '../ingest/officialSources.ts';
import { officialDirs } from './officialDirs.ts';

/** A SOURCE.md's warning that its files are not the publisher's own (its first lines say DERIVED or NEAR-ORIGINAL). */
export function sourceCaveat(sourceMd: string): string | null {
  const head = sourceMd.split('\n').slice(0, 8).join('\n');
  const line = head.split('\n').find((l) => /\b(DERIVED|NEAR-ORIGINAL)\b/.test(l));
  return line ? line.replace(/[*_#]/g, '').trim() : null;
}

/** The official sources whose files are all present (SOURCES_DIR, ../shared/sources), without reading the files. */
export function officialSourceFacts(config: Config): OfficialSourceFact[] {
  return findOfficialSources(officialDirs(config)).map(({ adapter, dir }) => {
    let caveat: string | null = null;
    try {
      caveat = sourceCaveat(readFileSync(join(dir, 'SOURCE.md'), 'utf8'));
    } catch {
      // no SOURCE.md beside the files (a downloaded cache): the files are the publisher's downloads
    }
    return {
      id: adapter.id,
      kind: adapter.kind,
      folder: adapter.folder,
      files: adapter.files.map((f) => f.name),
      caveat,
    };
  });
}
