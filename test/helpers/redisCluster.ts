import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './paths.ts';

const run = promisify(execFile);
const SCRIPT = path.join(ROOT, 'deploy/local/redis-cluster.sh');

/** A real Redis Cluster (3 masters, 3 replicas) of this test, started by deploy/local/redis-cluster.sh. */
export interface TestRedisCluster {
  url: string;
  dir: string;
  /** SIGKILLs the master serving `slot`; its address. */
  killMaster(slot: number): Promise<string>;
  /** `cluster info` of a surviving node: true when cluster_state is ok. */
  healthy(): Promise<boolean>;
  /** The address of the master that serves `slot`, as a surviving node sees it (not failed). */
  masterOf(slot: number): Promise<string | undefined>;
  /** The hash slot of a key (`CLUSTER KEYSLOT`). */
  slotOf(key: string): Promise<number>;
  down(): Promise<void>;
}

/** Why a cluster cannot run here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  const bins = ['/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(':')];
  for (const b of ['redis-server', 'redis-cli'])
    if (!bins.some((d) => existsSync(path.join(d, b)))) return `${b} is not installed (apt-get install redis-server)`;
  return undefined;
}

export async function startRedisCluster(opts: { password?: string } = {}): Promise<TestRedisCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-cluster-'));
  const args = ['up', dir, ...(opts.password ? ['--password', opts.password] : [])];
  const { stdout } = await run(SCRIPT, args, { timeout: 120_000 });
  const url = /^REDIS_URL=(.+)$/m.exec(stdout)?.[1];
  if (!url) throw new Error(`redis-cluster.sh printed no REDIS_URL: ${stdout}`);
  const killed = new Set<string>();
  /** redis-cli on a node that was not killed. */
  async function cli(...command: string[]): Promise<string | undefined> {
    const { stdout: status } = await run(SCRIPT, ['status', dir]);
    const alive = status.split('\n').find((l) => l && !l.includes(' down ') && !killed.has(l.split(' ')[0]));
    if (!alive) return undefined;
    const port = alive.split(' ')[0].split(':')[1];
    const env = { ...process.env, ...(opts.password ? { REDISCLI_AUTH: opts.password } : {}) };
    return (await run('redis-cli', ['--no-auth-warning', '-p', port, ...command], { env })).stdout.trim();
  }
  return {
    url,
    dir,
    async killMaster(slot) {
      const { stdout: out } = await run(SCRIPT, ['kill-master', dir, String(slot)]);
      const addr = /^KILLED=(.+)$/m.exec(out)![1];
      killed.add(addr);
      return addr;
    },
    async healthy() {
      return /^cluster_state:ok/m.test((await cli('cluster', 'info')) ?? '');
    },
    async masterOf(slot) {
      for (const line of ((await cli('cluster', 'nodes')) ?? '').split('\n')) {
        const f = line.split(' ');
        if (!/master/.test(f[2] ?? '') || /fail/.test(f[2])) continue;
        for (const range of f.slice(8)) {
          const [a, b] = range.split('-').map(Number);
          if (slot >= a && slot <= (b ?? a)) return f[1].split('@')[0];
        }
      }
      return undefined;
    },
    async slotOf(key) {
      return Number(await cli('cluster', 'keyslot', key));
    },
    async down() {
      await run(SCRIPT, ['down', dir]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
