import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../../../platform/embeddedPostgres.ts';
import { removeClusterOutside } from '../../../../platform/postgresRuntime.ts';
import { sleep, waitFor } from './processes.ts';

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
    // the real code path (as `serve`'s CLI takes it): the server comes back on its kept port
    const again = await ensureEmbeddedPostgres(dataDir);
    if (Number(new URL(again).port) !== port) throw new Error(`PostgreSQL came back on ${again}, not port ${port}`);
  }
  return {
    url,
    port,
    stop,
    start,
    async destroy() {
      if (running()) await stop().catch(() => {});
      await sleep(50);
      removeClusterOutside(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
