import t from 'tap';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';
import { e2eRest, intGroup } from '../../helpers/groups.ts';

// npm test runs the int tier through test/int/all-1.test.ts and all-2.test.ts only (package.json's
// tap.include), which run the folders' all.test.ts: a folder without one, or in neither group, is never run
t.test('every folder of the int tier has an all.test.ts, in exactly one of the two int processes', async (t) => {
  const int = path.join(ROOT, 'test/int');
  const folders = readdirSync(int, { withFileTypes: true }).filter((e) => e.isDirectory());
  t.ok(folders.length > 0, 'the int tier has folders');
  const withTests: string[] = [];
  for (const folder of folders) {
    const dir = path.join(int, folder.name);
    const tests = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));
    if (tests.length) {
      t.ok(existsSync(path.join(dir, 'all.test.ts')), `test/int/${folder.name}/all.test.ts`);
      withTests.push(folder.name);
    }
  }
  const [first, second] = [intGroup(1), intGroup(2)];
  t.ok(first.length > 0 && second.length > 0, 'both int processes run folders');
  t.same([...first, ...second].sort(), withTests.sort(), 'each folder in one of them, none twice');
  t.same(
    readdirSync(int).filter((f) => f.endsWith('.test.ts')),
    ['all-1.test.ts', 'all-2.test.ts'],
    'no other test file directly in test/int (npm test would not run it)',
  );
});

// npm test runs the e2e tier through test/e2e/all.test.ts and the folders' all.test.ts (browser, faults)
t.test(
  'the browser and fault tests have their all.test.ts; test/e2e/all.test.ts runs every other e2e file',
  async (t) => {
    for (const folder of ['faults', 'web'])
      t.ok(existsSync(path.join(ROOT, `test/e2e/${folder}/all.test.ts`)), `test/e2e/${folder}/all.test.ts`);
    t.same(
      readdirSync(path.join(ROOT, 'test/e2e')).filter((f) => f.endsWith('.test.ts')),
      ['all.test.ts'],
      'no other test file directly in test/e2e (npm test would not run it)',
    );
    const rest = e2eRest();
    t.ok(rest.length > 0, `${rest.length} e2e files outside faults/ and web/`);
    t.notOk(
      rest.some((f) => /^test\/e2e\/(faults|web)\//.test(f)),
      'none of them in faults/ or web/ (those run in their own process)',
    );
  },
);
