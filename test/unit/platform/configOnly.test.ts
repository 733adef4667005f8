import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';
import { loadConfig } from '../../../platform/config.ts';

// platform/README: config.ts holds every variable. A setting read anywhere else is one the README's table and
// config.ts do not list, and one a test cannot set through loadConfig.
const FOLDERS = ['cli', 'commands', 'projections', 'read', 'query-api', 'mcp', 'web', 'ingest'];
const ALLOWED = [path.join('cli', 'dispatch.ts')]; // DEBUG: a failing command's stack, before any configuration is read

t.test('no source file outside platform/ reads process.env', async (t) => {
  const readers = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'))
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
      .filter((file) => !file.startsWith(path.join('web', 'src')) && !ALLOWED.includes(file))
      .filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes('process.env')),
  );
  t.same(readers, [], 'every setting is read through platform/config.ts');
});

t.test("the projector's batch sizes and the classify holdout are settings of config.ts", async (t) => {
  t.same(loadConfig({}).projector, { batchUnits: undefined, bulkThreshold: undefined }, "unset: the runner's defaults");
  t.same(loadConfig({ PROJECTOR_BATCH_UNITS: '400', PROJECTOR_BULK_THRESHOLD: '10' }).projector, {
    batchUnits: 400,
    bulkThreshold: 10,
  });
  t.equal(loadConfig({}).classifyHoldout, false);
  t.equal(loadConfig({ CLASSIFY_HOLDOUT: 'bench' }).classifyHoldout, true);
  t.throws(() => loadConfig({ PROJECTOR_BATCH_UNITS: 'many' }), /expected a non-negative number/);
});
