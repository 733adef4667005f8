import t from 'tap';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';

// npm test runs test/int/*/all.test.ts only (one process per folder): a folder without one is never run
t.test('every folder of the int tier has an all.test.ts, so npm test runs its files', async (t) => {
  const int = path.join(ROOT, 'test/int');
  const folders = readdirSync(int, { withFileTypes: true }).filter((e) => e.isDirectory());
  t.ok(folders.length > 0, 'the int tier has folders');
  for (const folder of folders) {
    const dir = path.join(int, folder.name);
    const tests = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));
    if (tests.length) t.ok(existsSync(path.join(dir, 'all.test.ts')), `test/int/${folder.name}/all.test.ts`);
  }
  t.same(
    readdirSync(int).filter((f) => f.endsWith('.test.ts')),
    [],
    'no test file directly in test/int (npm test would not run it)',
  );
});

// npm test runs the browser and fault tests through their folders' all.test.ts (package.json's tap.include)
t.test('the browser and fault tests have their all.test.ts, and no file sits directly in test/e2e', async (t) => {
  for (const folder of ['faults', 'web'])
    t.ok(existsSync(path.join(ROOT, `test/e2e/${folder}/all.test.ts`)), `test/e2e/${folder}/all.test.ts`);
  t.same(
    readdirSync(path.join(ROOT, 'test/e2e')).filter((f) => f.endsWith('.test.ts')),
    [],
    'no test file directly in test/e2e (npm test would not run it)',
  );
});
