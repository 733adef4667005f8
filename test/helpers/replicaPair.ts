import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Test } from 'tap';
import { ROOT } from './paths.ts';

const run = promisify(execFile);
const SCRIPT = path.join(ROOT, 'deploy/local/pg-replica.sh');

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>; // returns when it streams again
  /** Runs SQL as the replica's superuser (pg_wal_replay_pause() and the like). */
  onReplica(sql: string): Promise<pg.QueryResult>;
}

/**
 * A real PostgreSQL primary with a streaming replica (`pg_basebackup -R`), started by
 * deploy/local/pg-replica.sh in a temporary directory and removed when the test ends.
 */
export async function startReplicaPair(t: Test): Promise<ReplicaPair> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replica-pair-'));
  t.teardown(async () => {
    await run(SCRIPT, ['down', dir]).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  const { stdout } = await run(SCRIPT, ['up', dir], { timeout: 120_000 });
  const val = (k: string) => new RegExp(`^${k}=(.*)$`, 'm').exec(stdout)?.[1] ?? '';
  const base = path.join(dir, 'pg'); // a link into /var/lib/taxonomy when run as root
  const adminPassword = readFileSync(path.join(base, 'admin.password'), 'utf8').trim();
  const replicaPort = readFileSync(path.join(base, 'replica.port'), 'utf8').trim();
  return {
    primaryUrl: val('DATABASE_URL'),
    replicaUrl: val('DATABASE_READ_URL'),
    stopReplica: async () => void (await run(SCRIPT, ['stop-replica', dir])),
    startReplica: async () => void (await run(SCRIPT, ['start-replica', dir], { timeout: 120_000 })),
    async onReplica(sql) {
      const c = new pg.Client({
        connectionString: `postgres://postgres:${adminPassword}@127.0.0.1:${replicaPort}/postgres`,
      });
      await c.connect();
      try {
        return await c.query(sql);
      } finally {
        await c.end();
      }
    },
  };
}
