import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { buildServer } from '../../../cli/serverBuild.ts';
import { freshBuild } from '../../../bin/freshBuild.js';
import { ROOT } from '../../helpers/paths.ts';

// under the checkout, so the bundles' imports of packages resolve from its node_modules
const CACHE = path.join(ROOT, 'node_modules/.cache/taxonomy-test', `serverBuild-${process.pid}`);
t.teardown(() => rmSync(CACHE, { recursive: true, force: true }));

t.test("the build runs without tsx, each module's import.meta naming its source file", async (t) => {
  const root = path.join(CACHE, 'tree');
  mkdirSync(path.join(root, 'lib'), { recursive: true });
  writeFileSync(
    path.join(root, 'lib/where.ts'),
    'export const where = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };\n',
  );
  writeFileSync(
    path.join(root, 'main.ts'),
    "import { where } from './lib/where.ts';\nconst n: number = 1;\nexport const answer = { where, n };\n",
  );
  const { outdir, manifest } = await buildServer({ root, entry: 'main.ts', outdir: path.join(root, 'out') });
  t.same(Object.keys(manifest.inputs), ['lib/where.ts', 'main.ts']);
  const { answer } = await import(pathToFileURL(path.join(outdir, manifest.entry)).href);
  const source = path.join(root, 'lib/where.ts');
  t.same(answer, {
    where: { url: pathToFileURL(source).href, dirname: path.dirname(source), filename: source },
    n: 1,
  });

  t.equal(freshBuild(root, outdir), path.join(outdir, 'main.js'), 'fresh right after the build');
  const before = new Date(Date.now() - 5000);
  utimesSync(path.join(root, 'main.ts'), before, before);
  t.ok(freshBuild(root, outdir), 'a source touched (or copied without its mtime) with the same bytes: fresh');
  const main = readFileSync(path.join(root, 'main.ts'), 'utf8');
  writeFileSync(path.join(root, 'main.ts'), main.replace('= 1', '= 2'));
  t.equal(freshBuild(root, outdir), undefined, 'a source edited, same size: stale');
  writeFileSync(path.join(root, 'main.ts'), main);
  // saved in the build's own millisecond, a source counts as stale (it may have changed mid-build): set it back
  utimesSync(path.join(root, 'main.ts'), before, before);
  await buildServer({ root, entry: 'main.ts', outdir: path.join(root, 'out') });
  t.ok(freshBuild(root, outdir), 'rebuilt: fresh');
  writeFileSync(path.join(root, 'lib/where.ts'), 'export const where = 1;\n');
  t.equal(freshBuild(root, outdir), undefined, 'a source edited since: stale');
  rmSync(path.join(root, 'lib/where.ts'));
  t.equal(freshBuild(root, outdir), undefined, 'a source gone: stale');
  t.equal(freshBuild(root, path.join(root, 'nothing')), undefined, 'no build: none');
});

t.test('the built CLI finds its files from its sources: package.json, bin/taxonomy.js', async (t) => {
  const { outdir, manifest } = await buildServer({ outdir: path.join(CACHE, 'cli') });
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(outdir, manifest.entry), ...args], {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: path.join(CACHE, 'data') },
    });
  t.match((await run(['--version'])).stdout, /^taxonomy \d+\.\d+\.\d+\n$/);
  const config = JSON.parse((await run(['mcp', '--config'])).stdout);
  t.same(config.mcpServers.taxonomy.args, [path.join(ROOT, 'bin/taxonomy.js'), 'mcp']);
});
