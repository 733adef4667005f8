import t from 'tap';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './paths.ts';

/**
 * Runs every other `*.test.ts` under the folder of `allFile` (an `all.test.ts`) in this one process:
 * imported in turn, in name order, their tests become the root's subtests. A test process costs
 * 1.5–3 s of CPU just to start (Node, tsx and tap's loaders; docs/measurements/history.md), so a folder pays
 * it once. Each file still runs alone with `npx tap <file>`; a file run this way leaves nothing behind
 * that another file of its folder could see (environment, working directory, module state, ports).
 * A file is imported while the tests the files before it queued still run, so it changes the environment only
 * inside a test, restoring it in that test's teardown (test/unit/architecture/testIsolation.test.ts).
 */
export async function runFolder(allFile: string): Promise<void> {
  await runFiles(folderFiles(path.dirname(fileURLToPath(allFile))));
}

/** The `*.test.ts` files under `dir` (absolute), in name order, but its `all.test.ts`. */
export function folderFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts') && f !== 'all.test.ts')
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Imports the given test files (absolute, or relative to the checkout) in turn, as runFolder does. Not
 * an `all.test.ts`: its own runFolder would wait inside this one's wait, and the root ends too early.
 */
export async function runFiles(files: string[]): Promise<void> {
  for (const file of files) {
    const abs = path.resolve(ROOT, file);
    const name = path.relative(ROOT, abs);
    t.comment(name);
    // waitOn keeps the root busy while a file's top-level code awaits (a stack, a database): a root with a
    // teardown and nothing queued ends when idle, before the file could add its tests
    await t.waitOn(import(pathToFileURL(abs).href).catch((error) => t.fail(`${name} loads`, { error })));
  }
}
