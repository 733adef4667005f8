import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { clusterDir, removeClusterOutside, runAs } from '../../../platform/postgresRuntime.ts';
import { listOutsideClusters, sweepOrphanClusters } from '../../../platform/orphanClusters.ts';

// As root, a DATA_DIR under a 0700 directory (`mktemp -d`) gets its PostgreSQL cluster in
// /var/lib/taxonomy/clusters; deleting the DATA_DIR used to leave it there for good (17 GB after one day
// of checks, benchmarks and CI runs). Fails on the old code: the first cluster survives.
const asRoot = process.getuid?.() === 0;
t.test(
  'a cluster outside DATA_DIR goes once its DATA_DIR is gone and no server runs in it',
  { skip: !asRoot && 'needs root: only root places clusters outside DATA_DIR' },
  async (t) => {
    const ids = runAs();
    const parent = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-orphans-')); // 0700
    const made: string[] = [];
    t.teardown(() => {
      for (const d of made) removeClusterOutside(d);
      rmSync(parent, { recursive: true, force: true });
    });
    const newDataDir = (name: string) => {
      const d = path.join(parent, name);
      mkdirSync(d, { mode: 0o700 });
      made.push(d);
      return d;
    };

    const gone = newDataDir('gone');
    const goneCluster = clusterDir(gone, ids);
    t.not(goneCluster, path.join(gone, 'postgres'), 'the cluster lives outside the private DATA_DIR');
    const running = newDataDir('running');
    const runningCluster = clusterDir(running, ids);
    writeFileSync(path.join(runningCluster, 'postmaster.pid'), `${process.pid}\n`); // a live server's pid file
    const kept = newDataDir('kept');
    const keptCluster = clusterDir(kept, ids);

    rmSync(gone, { recursive: true, force: true });
    rmSync(running, { recursive: true, force: true });
    const next = newDataDir('next');
    const nextCluster = clusterDir(next, ids);

    t.notOk(existsSync(goneCluster), 'the cluster of a deleted DATA_DIR is removed when the next one is made');
    t.notOk(existsSync(`${goneCluster}.data-dir`), 'with its owner file');
    t.ok(existsSync(runningCluster), 'a cluster whose server still runs is kept, though its DATA_DIR is gone');
    t.ok(existsSync(keptCluster), 'a cluster whose DATA_DIR is still there is kept');
    t.ok(existsSync(nextCluster), 'the new cluster is there');
    t.equal(clusterDir(kept, ids), keptCluster, 'a DATA_DIR finds its own cluster again');
    rmSync(runningCluster, { recursive: true, force: true });
    rmSync(`${runningCluster}.data-dir`, { force: true });
  },
);

// The sweep's rule on its own, in a directory of fake clusters (no root needed): only a cluster whose
// DATA_DIR is gone and in which no server runs goes.
t.test('the sweep removes only the clusters of deleted DATA_DIRs without a server', async (t) => {
  const root = t.testdir({ clusters: {}, data: {} });
  const clusters = path.join(root, 'clusters');
  const fake = (hash: string, owner: string | null, pid?: number) => {
    const dir = path.join(clusters, hash);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    if (pid) writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n`);
    if (owner) writeFileSync(`${dir}.data-dir`, `${owner}\n`);
    return dir;
  };
  const liveDataDir = path.join(root, 'data', 'live');
  mkdirSync(liveDataDir);
  const inUse = fake('a000000000000001', liveDataDir);
  symlinkSync(inUse, path.join(liveDataDir, 'postgres'));
  const gone = fake('a000000000000002', path.join(root, 'data', 'deleted'));
  const running = fake('a000000000000003', path.join(root, 'data', 'deleted-but-running'), process.pid);
  const unowned = fake('a000000000000004', null);
  const relinked = fake('a000000000000005', liveDataDir); // its DATA_DIR now links to another cluster

  t.same(
    listOutsideClusters(clusters).map((c) => [path.basename(c.dir), c.state]),
    [
      ['a000000000000001', 'in_use'],
      ['a000000000000002', 'orphan'],
      ['a000000000000003', 'running'],
      ['a000000000000004', 'unowned'],
      ['a000000000000005', 'orphan'],
    ],
    'each cluster with its state',
  );
  const removed = sweepOrphanClusters(clusters).map((c) => c.dir);
  t.same(removed, [gone, relinked], 'the two orphans are removed');
  t.notOk(existsSync(gone), 'the cluster of a deleted DATA_DIR is gone');
  t.notOk(existsSync(`${gone}.data-dir`), 'with its owner file');
  t.ok(existsSync(inUse), 'the cluster its DATA_DIR links to is kept');
  t.ok(existsSync(running), 'a cluster whose server runs is kept though its DATA_DIR is gone');
  t.ok(existsSync(unowned), 'a cluster without an owner file is left alone');
  t.same(sweepOrphanClusters(clusters), [], 'a second sweep finds nothing');
});
