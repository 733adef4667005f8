import { lstatSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The PostgreSQL clusters the service keeps outside a DATA_DIR (as root, for a DATA_DIR the `postgres`
 * user cannot reach): `/var/lib/taxonomy/clusters/<hash>`, each with `<hash>.data-dir` beside it naming
 * its DATA_DIR, whose `postgres` is a symbolic link to the cluster. Deleting a DATA_DIR cannot delete its
 * cluster, so those whose DATA_DIR is gone are found and removed here.
 */
export const CLUSTERS_DIR = '/var/lib/taxonomy/clusters';
export const OWNER_SUFFIX = '.data-dir';

/**
 * - `in_use`: its DATA_DIR's `postgres` link points at it;
 * - `running`: not linked any more, but a server still runs in it (its postmaster.pid names a live
 *   process, or cannot be read by this user);
 * - `orphan`: its DATA_DIR is gone (or links elsewhere) and no server runs in it: removable;
 * - `unowned`: no owner file (made before owner files): which DATA_DIR it belongs to is unknown, left alone.
 */
export type ClusterState = 'in_use' | 'running' | 'orphan' | 'unowned';

export interface OutsideCluster {
  dir: string;
  /** The DATA_DIR its owner file names; null for an `unowned` cluster. */
  dataDir: string | null;
  state: ClusterState;
}

/** The symbolic link's target, or undefined when the path is no link (or missing). */
export function linkTarget(link: string): string | undefined {
  try {
    return lstatSync(link).isSymbolicLink() ? readlinkSync(link) : undefined;
  } catch {
    return undefined;
  }
}

/** Every cluster (and owner file without its cluster) in `clustersDir`, with its DATA_DIR and state. */
export function listOutsideClusters(clustersDir = CLUSTERS_DIR): OutsideCluster[] {
  let entries: string[];
  try {
    entries = readdirSync(clustersDir);
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const e of entries) {
    if (e.endsWith(OWNER_SUFFIX)) names.add(e.slice(0, -OWNER_SUFFIX.length));
    else if (/^[0-9a-f]{16}$/.test(e)) names.add(e); // a cluster; other files (a `.initpw` in flight) are not
  }
  return [...names].sort().map((name) => {
    const dir = path.join(clustersDir, name);
    const dataDir = ownerOf(dir);
    if (dataDir === null) return { dir, dataDir, state: 'unowned' };
    if (linkTarget(path.join(dataDir, 'postgres')) === dir) return { dir, dataDir, state: 'in_use' };
    return { dir, dataDir, state: serverMayRunIn(dir) ? 'running' : 'orphan' };
  });
}

/**
 * Removes every `orphan` cluster with its owner file; returns them (`failed` when this user could not).
 * A cluster being created is never one: its owner file is written after its DATA_DIR's link.
 */
export function sweepOrphanClusters(clustersDir = CLUSTERS_DIR): (OutsideCluster & { failed?: string })[] {
  const removed: (OutsideCluster & { failed?: string })[] = [];
  for (const c of listOutsideClusters(clustersDir)) {
    if (c.state !== 'orphan') continue;
    try {
      rmSync(c.dir, { recursive: true, force: true });
      rmSync(`${c.dir}${OWNER_SUFFIX}`, { force: true });
      removed.push(c);
    } catch (err) {
      removed.push({ ...c, failed: (err as Error).message });
    }
  }
  return removed;
}

/** `serve` and `ingest` at start: the sweep, each removal logged; never fails the command. */
export function sweepOrphanClustersAtStart(log: (m: string) => void, clustersDir = CLUSTERS_DIR): void {
  for (const c of sweepOrphanClusters(clustersDir))
    log(
      c.failed
        ? `could not remove the PostgreSQL cluster ${c.dir} of the deleted DATA_DIR ${c.dataDir}: ${c.failed}`
        : `removed the PostgreSQL cluster ${c.dir}: its DATA_DIR ${c.dataDir} is gone and no server ran in it`,
    );
}

/** Bytes of the files under `dir` (what a sweep frees); 0 when unreadable. */
export function diskUsage(dir: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return 0;
  }
  for (const e of entries) {
    try {
      const s = lstatSync(path.join(dir, e));
      if (s.isFile()) total += s.size;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

function ownerOf(dir: string): string | null {
  try {
    return readFileSync(`${dir}${OWNER_SUFFIX}`, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Whether a server may run in the cluster: its postmaster.pid names a live process, or cannot be read. */
function serverMayRunIn(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT'; // no pid file: stopped; unreadable: unknown, kept
  }
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}
