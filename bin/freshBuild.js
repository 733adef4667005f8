// Plain JavaScript (it runs before any loader): whether the server's build (cli/serverBuild.ts) is fresh.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The entry file of the build in `dir` when every source it was built from (its manifest's inputs,
 * paths relative to `root`) still has the recorded size and either its mtime or its SHA-1; undefined when there is no build
 * or any input changed or is gone.
 */
export function freshBuild(root, dir = path.join(root, '.build')) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  for (const [file, [size, mtimeMs, sha1]] of Object.entries(manifest.inputs)) {
    const at = path.join(root, file);
    const st = statSync(at, { throwIfNoEntry: false });
    if (!st || st.size !== size) return undefined;
    // a copy that did not keep mtimes (an image layer, a fresh clone): the same bytes are as good
    if (st.mtimeMs !== mtimeMs && createHash('sha1').update(readFileSync(at)).digest('hex') !== sha1) return undefined;
  }
  return path.join(dir, manifest.entry);
}
