import { createClient } from 'redis';
import type { Redis } from '../../platform/connections.ts';
import { withBreaker } from '../../platform/redis/breaker.ts';
import { singleRedisOf } from '../../platform/redis/singleRedis.ts';

/**
 * A Redis the service cannot reach (a closed port, no reconnecting), behind the breaker the service puts
 * before every Redis: what an API built with it meets when Redis is down. Real client, no fake server.
 */
export async function unreachableRedis(): Promise<Redis> {
  const client = createClient({
    url: 'redis://127.0.0.1:1',
    socket: { reconnectStrategy: false, connectTimeout: 200 },
  });
  client.on('error', () => {});
  await client.connect().catch(() => {});
  return withBreaker(singleRedisOf(client as any), { commandTimeoutMs: 100 });
}
