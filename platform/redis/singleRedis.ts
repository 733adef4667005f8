import { createClient, type RedisClientType } from 'redis';
import { keyCommandsOf } from './keyCommands.ts';
import type { Redis } from './redis.ts';
import { socketOptions } from './socketOptions.ts';

/** The adapter over one redis-server (node-redis `createClient`). */
export async function connectSingleRedis(url: string): Promise<Redis> {
  const client = createClient({ url, socket: socketOptions(), disableOfflineQueue: true });
  client.on('error', () => {}); // reconnects by itself; callers see failed commands meanwhile
  await client.connect();
  return singleRedisOf(client as any);
}

/** The adapter over a node-redis client (connected or not: commands fail while it is not). */
export function singleRedisOf(client: RedisClientType<any, any, any, any, any>): Redis {
  const c = client as any; // node-redis' generic command types, narrowed by the Redis interface
  return {
    kind: 'single',
    get isReady() {
      return client.isReady;
    },
    get isOpen() {
      return client.isOpen;
    },
    ...keyCommandsOf(c),
    ping: () => c.ping(),
    waitForReplicas: async (_key, n, ms) => Number(await c.sendCommand(['WAIT', String(n), String(ms)])),
    async *scan(pattern) {
      for await (const page of c.scanIterator({ MATCH: pattern, COUNT: 1000 })) yield page as string[];
    },
    quit: async () => {
      if (client.isOpen) await client.quit();
    },
  };
}
