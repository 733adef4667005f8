import { createClient, type RedisClientType } from 'redis';
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
    get: (k) => c.get(k),
    set: (k, v, o) => (o?.PX ? c.set(k, v, { PX: o.PX }) : c.set(k, v)),
    del: (k) => c.del(k),
    hSet: (k, f, v) => c.hSet(k, f, v),
    hGet: (k, f) => c.hGet(k, f),
    hmGet: (k, f) => c.hmGet(k, f),
    hDel: (k, f) => c.hDel(k, f),
    hGetAll: (k) => c.hGetAll(k),
    eval: (s, o) => c.eval(s, o),
    evalRo: (s, o) => c.evalRo(s, o),
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
