import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../platform/config.ts';
import type { RepairsLoader } from '../read/quality/crosswalkQuality.ts';
import type { RecordedRepair } from '../read/quality/crosswalkQualityShapes.ts';

/**
 * The repairs the last `ingest --official` applied, as it listed them in DATA_DIR/repairs.tsv
 * (cli/ingest.ts, reportRepairs): read again only when the file changed; none when there is no file.
 */
export function recordedRepairsLoader(config: Config): RepairsLoader {
  const file = path.join(config.dataDir, 'repairs.tsv');
  let cached: { mtimeMs: number; repairs: RecordedRepair[] } | undefined;
  return async () => {
    const st = await stat(file).catch(() => null);
    if (!st) return [];
    if (cached?.mtimeMs !== st.mtimeMs) cached = { mtimeMs: st.mtimeMs, repairs: parse(await readFile(file, 'utf8')) };
    return cached.repairs;
  };
}

function parse(text: string): RecordedRepair[] {
  return text
    .split('\n')
    .slice(1) // the header: rule, edge, now
    .filter(Boolean)
    .map((line) => {
      const [rule, edge, now] = line.split('\t');
      return { rule, edge, now: now ? now : null };
    });
}
