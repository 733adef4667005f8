import { createCluster } from 'redis';
import { keyCommandsOf } from './keyCommands.ts';
import type { Redis } from './redis.ts';
import type { RedisTarget } from './redisUrl.ts';
import { socketOptions } from './socketOptions.ts';

/**
 * The adapter over a Redis Cluster (node-redis `createCluster`): commands go to the master of their
 * key's slot; a failover is followed by a topology refresh (at the first failed reconnection, then on
 * MOVED replies). Reads go to masters only, so a read follows the write just made.
 */
export async function connectClusterRedis(
  target: Extract<RedisTarget, { kind: 'cluster' }>,
  log?: (m: string) => void,
): Promise<Redis> {
  const cluster = createCluster({
    rootNodes: target.nodes.map((n) => ({ socket: { host: n.host, port: n.port, tls: target.tls } as any })),
    defaults: {
      username: target.username,
      password: target.password,
      socket: { ...socketOptions(), tls: target.tls } as any,
      disableOfflineQueue: true,
    },
    topologyRefreshOnReconnectionAttemptStrategy: 300,
    maxCommandRedirections: 16,
  });
  cluster.on('error', () => {}); // node clients reconnect by themselves; callers see failed commands meanwhile
  if (log) watchNodes(cluster, log);
  await cluster.connect();
  const c = cluster as any; // node-redis' generic command types, narrowed by the Redis interface
  return {
    kind: 'cluster',
    get isReady() {
      return cluster.isReady;
    },
    get isOpen() {
      return cluster.isOpen;
    },
    ...keyCommandsOf(c),
    ping: () => Promise.all(cluster.masters.map(async (m) => (await cluster.nodeClient(m)).ping())),
    waitForReplicas: async (key, n, ms) =>
      Number(await cluster.sendCommand(key, false, ['WAIT', String(n), String(ms)])),
    async *scan(pattern) {
      for (const master of cluster.masters) {
        const node = (await cluster.nodeClient(master)) as any;
        for await (const page of node.scanIterator({ MATCH: pattern, COUNT: 1000 })) yield page as string[];
      }
    },
    quit: async () => {
      if (cluster.isOpen) await cluster.close();
    },
  };
}

/** Tells `log` when a node's connection drops (once, not at every reconnection attempt) and when it is back. */
function watchNodes(cluster: { on(event: string, fn: (n: any) => void): unknown }, log: (m: string) => void) {
  const down = new Set<string>();
  const addr = (n: { host: string; port: number }) => `${n.host}:${n.port}`;
  cluster.on('node-reconnecting', (n: { host: string; port: number }) => {
    if (down.has(addr(n))) return;
    down.add(addr(n));
    log(`Redis Cluster node ${addr(n)} lost; reconnecting`);
  });
  cluster.on('node-ready', (n: { host: string; port: number }) => {
    if (down.delete(addr(n))) log(`Redis Cluster node ${addr(n)} back`);
  });
  cluster.on('node-disconnect', (n: { host: string; port: number }) => {
    down.delete(addr(n));
    log(`Redis Cluster node ${addr(n)} dropped from the topology`);
  });
}
