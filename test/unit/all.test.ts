import t from 'tap';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The pure tier in one process: every other `*.test.ts` under test/unit, imported in turn, so the tier
 * pays the start of a Node process with tsx and tap's loaders once instead of once per file (1.5–2.5 s
 * of CPU each on Node 20; docs/measurements.md). Their tests are the root's subtests, in file order.
 * A file still runs alone with `npx tap test/unit/<path>.test.ts`; a pure test keeps no state outside
 * its own test (no environment, working directory or module state left changed), or it belongs in `int/`.
 */
const self = fileURLToPath(import.meta.url);
const here = path.dirname(self);
const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && path.join(here, f) !== self)
  .sort();

for (const file of files) {
  t.comment(`test/unit/${file}`);
  try {
    await import(pathToFileURL(path.join(here, file)).href);
  } catch (error) {
    t.fail(`test/unit/${file} loads`, { error });
  }
}
