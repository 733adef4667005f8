import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';

/**
 * The test files of a folder run in one process (test/helpers/oneProcess.ts): each file is imported while the
 * tests the files before it queued still run. A file that changes the environment at its top level changes it
 * under those tests (a CLI called in one of them reads another file's database, or none: a rehearsal of CI saw
 * `taxonomy tier` and `taxonomy audit --editions` fail so). So a file changes the environment only inside a test,
 * restoring it in that test's teardown.
 */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(rel);
    return e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** A statement at a file's top level (not indented) that assigns to, merges into or deletes from process.env. */
const TOP_LEVEL_ENV_WRITE =
  /^(?:process\.env(?:\.\w+|\[[^\]]+\])?\s*=[^=]|Object\.assign\(process\.env\b|delete process\.env\b)/m;

t.test('no test file changes the environment at its top level', async (t) => {
  const files = ['test/int', 'test/e2e'].flatMap(testFiles);
  t.ok(files.length > 50, `${files.length} test files read`);
  const writers = files.filter((f) => TOP_LEVEL_ENV_WRITE.test(readFileSync(path.join(ROOT, f), 'utf8')));
  t.same(writers, [], 'each sets the environment inside a test and restores it in its teardown');
});

t.test('the rule sees a top-level write and ignores one inside a test', async (t) => {
  t.ok(TOP_LEVEL_ENV_WRITE.test("const a = 1;\nObject.assign(process.env, { DATABASE_URL: 'x' });\n"));
  t.ok(TOP_LEVEL_ENV_WRITE.test("process.env.DATABASE_URL = 'x';\n"));
  t.ok(TOP_LEVEL_ENV_WRITE.test('delete process.env.REDIS_URL;\n'));
  t.notOk(TOP_LEVEL_ENV_WRITE.test("t.test('x', async () => {\n  process.env.DATABASE_URL = 'x';\n});\n"));
  t.notOk(TOP_LEVEL_ENV_WRITE.test("if (process.env.CI === '1') run();\n"));
});
