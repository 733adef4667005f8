// Plain JavaScript (it runs before any loader): whether the server's build (cli/serverBuild.ts) is fresh.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The entry file of the build in `dir` when every source it was built from (its manifest's inputs,
 * paths relative to `root`) still has the recorded size and mtime; undefined when there is no build
 * or any input changed or is gone.
 */
export function freshBuild(root, dir = path.join(root, '.build')) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  for (const [file, [size, mtimeMs]] of Object.entries(manifest.inputs)) {
    const st = statSync(path.join(root, file), { throwIfNoEntry: false });
    if (!st || st.size !== size || st.mtimeMs !== mtimeMs) return undefined;
  }
  return path.join(dir, manifest.entry);
}
