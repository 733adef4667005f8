import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { CLUSTERS_DIR } from '../../../platform/orphanClusters.ts';
import { cliInProcess } from '../../helpers/cliInProcess.ts';

// Clusters kept in /var/lib/taxonomy/clusters for DATA_DIRs since deleted used to be removed only when
// another such cluster was made: 6.5 GB across 30 of them on one machine. `taxonomy clusters` lists them
// and `--sweep` removes them, and `serve` and `ingest` sweep when they start. The command's test keeps its
// fake clusters in a directory of its own (`--dir`): in the real place any `serve` or `ingest` running beside
// it (the other test process) sweeps its orphan first. The start-up sweep's test needs the real place (root).
const asRoot = process.getuid?.() === 0;

/** A fake cluster in `clustersDir` owned by `dataDir` (linked from it when `linked`), with a live pid file when `pid`. */
function fakeCluster(
  t: Test,
  dataDir: string,
  opts: { linked?: boolean; pid?: number; clustersDir?: string } = {},
): string {
  const clustersDir = opts.clustersDir ?? CLUSTERS_DIR;
  mkdirSync(clustersDir, { recursive: true, mode: 0o755 });
  const dir = path.join(clustersDir, randomBytes(8).toString('hex'));
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dir, 'base.dat'), Buffer.alloc(4096));
  if (opts.pid) writeFileSync(path.join(dir, 'postmaster.pid'), `${opts.pid}\n${dir}\n`);
  if (opts.linked) symlinkSync(dir, path.join(dataDir, 'postgres'));
  writeFileSync(`${dir}.data-dir`, `${dataDir}\n`);
  t.teardown(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.data-dir`, { force: true });
  });
  return dir;
}

t.test('taxonomy clusters lists each cluster with its DATA_DIR and --sweep removes the orphans', async (t) => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-clusters-'));
  t.teardown(() => rmSync(parent, { recursive: true, force: true }));
  const clustersDir = path.join(parent, 'clusters');
  const live = path.join(parent, 'live');
  mkdirSync(live);
  const inUse = fakeCluster(t, live, { linked: true, clustersDir });
  const orphan = fakeCluster(t, path.join(parent, 'deleted'), { clustersDir });
  const running = fakeCluster(t, path.join(parent, 'deleted-running'), { pid: process.pid, clustersDir });

  const listed = await cliInProcess(['clusters', '--json', '--dir', clustersDir], { captureStdout: true });
  t.equal(listed.code, 0, listed.stderr);
  const body = JSON.parse(listed.stdout);
  t.equal(body.clusters_dir, clustersDir);
  const mine = (dir: string) => body.clusters.find((c: { dir: string }) => c.dir === dir);
  t.match(mine(inUse), { data_dir: live, state: 'in_use', removed: false }, 'the linked one is in use');
  t.match(
    mine(orphan),
    { data_dir: path.join(parent, 'deleted'), state: 'orphan', removed: false },
    'listing removes nothing',
  );
  t.ok(mine(orphan).bytes >= 4096, 'with its size');
  t.match(mine(running), { state: 'running' });
  t.ok(existsSync(orphan), 'still there after a listing');

  const swept = await cliInProcess(['clusters', '--sweep', '--json', '--dir', clustersDir], { captureStdout: true });
  t.equal(swept.code, 0, swept.stderr);
  const after = JSON.parse(swept.stdout);
  t.match(
    after.clusters.find((c: { dir: string }) => c.dir === orphan),
    { removed: true },
  );
  t.ok(after.freed_bytes >= 4096, 'the bytes freed');
  t.notOk(existsSync(orphan), 'the orphan is gone');
  t.notOk(existsSync(`${orphan}.data-dir`), 'with its owner file');
  t.ok(existsSync(inUse), 'the cluster in use is kept');
  t.ok(existsSync(running), 'the cluster whose server runs is kept');

  const usage = await cliInProcess(['clusters', 'extra']);
  t.equal(usage.code, 2, 'an argument is a usage error');
});

t.test('ingest sweeps the orphans when it starts', { skip: !asRoot && 'needs root: /var/lib/taxonomy' }, async (t) => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-clusters-'));
  t.teardown(() => rmSync(parent, { recursive: true, force: true }));
  const orphan = fakeCluster(t, path.join(parent, 'deleted'));
  const saved = { ...process.env };
  t.teardown(() => {
    process.env = saved;
  });
  // a database that refuses at once: the sweep comes before any connection
  Object.assign(process.env, {
    DATA_DIR: path.join(parent, 'data'),
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  });
  const r = await cliInProcess(['ingest', path.join(parent, 'no-such-bundle')]);
  process.env = saved;
  t.equal(r.code, 1, 'the ingest itself fails');
  t.notOk(existsSync(orphan), 'but the orphan cluster was removed first');
});
