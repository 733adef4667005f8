import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { folderFiles } from './oneProcess.ts';
import { ROOT } from './paths.ts';

/**
 * Which test process `npm test` runs each test file in. A test process costs 3–5 s of CPU to start
 * (Node, tsx, tap's loaders and the app's modules; docs/measurements/history.md), so the int tier runs in two
 * processes of about the same length, not one per folder, and the e2e folders without an `all.test.ts`
 * of their own (CLI, fuzzing, MCP over stdio, the embedded servers) in one.
 */

/** The int folders of the first int process (`test/int/all-1.test.ts`); every other one is in the second. */
export const INT_FIRST = ['api', 'auth', 'batch', 'classify', 'commands', 'equivalences'];

const foldersWithAll = (tier: string) =>
  readdirSync(path.join(ROOT, 'test', tier), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, 'test', tier, e.name, 'all.test.ts')))
    .map((e) => e.name)
    .sort();

/** The folders the int process `n` (1 or 2) runs, in name order. */
export function intGroup(n: 1 | 2): string[] {
  return foldersWithAll('int').filter((f) => INT_FIRST.includes(f) === (n === 1));
}

/** The test files of those folders (absolute; each folder's files in name order, its `all.test.ts` left out). */
export const intGroupFiles = (n: 1 | 2): string[] =>
  intGroup(n).flatMap((f) => folderFiles(path.join(ROOT, 'test/int', f)));

/** The test files of the e2e folders that have no `all.test.ts` (`test/e2e/all.test.ts` runs them), in name order. */
export function e2eRest(): string[] {
  const own = new Set(foldersWithAll('e2e'));
  const dir = path.join(ROOT, 'test/e2e');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !own.has(e.name))
    .flatMap((e) =>
      readdirSync(path.join(dir, e.name), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => `test/e2e/${e.name}/${f}`),
    )
    .sort();
}
