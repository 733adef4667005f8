import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { clusterDir, removeClusterOutside, runAs } from '../../../platform/postgresRuntime.ts';

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
