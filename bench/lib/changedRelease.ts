import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A bundle directory (in the temp dir; the caller removes it) with a changed release of the sample's
 * naics_2022: its first `retitled` codes get `stamp` appended to their title, no crosswalk edges. The
 * soaks ingest it mid-run through the real CLI and count the stamped titles served.
 */
export function writeChangedNaicsRelease(sampleDir: string, retitled = 200): { bundle: string; stamp: string } {
  const bundle = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-soak-release-'));
  const stamp = `(rev ${Date.now()})`;
  const lines = (file: string) => readFileSync(path.join(sampleDir, file), 'utf8').split('\n');
  writeFileSync(
    path.join(bundle, 'systems.jsonl'),
    lines('systems.jsonl')
      .filter((l) => l.includes('"id":"naics_2022"'))
      .join('\n') + '\n',
  );
  let changed = 0;
  writeFileSync(
    path.join(bundle, 'nodes.jsonl'),
    lines('nodes.jsonl')
      .filter((l) => l.startsWith('{"system":"naics_2022"'))
      .map((l) => {
        const n = JSON.parse(l);
        if (changed++ < retitled) n.title = `${n.title} ${stamp}`;
        return JSON.stringify(n);
      })
      .join('\n') + '\n',
  );
  writeFileSync(path.join(bundle, 'equivalences.jsonl'), '');
  return { bundle, stamp };
}
