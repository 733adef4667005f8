/**
 * Child process of bench/api.ts: the real API app (buildApp, rate limiting and all) on one port and
 * a bare Fastify route returning a constant on another (the machine's ceiling), in one process so
 * both see the same CPU. Reports its ports over IPC and answers `rss` messages with its RSS.
 */
import Fastify from 'fastify';
import { createClient } from 'redis';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/db.ts';
import type { Redis } from '../../platform/connections.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { buildHttpServer } from '../../cli/httpServer.ts';

const url = process.env.DATABASE_URL!;
const config = loadConfig(process.env);
const pool = createPool(url, 20);
const store = createPgEventStore(pool, url);
const redis: Redis = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
redis.on('error', () => {});
await redis.connect();
const app = await buildHttpServer({ config, pool, store, redis });
await app.listen({ port: 0, host: '127.0.0.1' });
const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', async () => ({ ok: true, constant: 42 }));
await ceiling.listen({ port: 0, host: '127.0.0.1' });

const port = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;
process.send!({ ready: true, port: port(app), ceilingPort: port(ceiling) });
process.on('message', async (m: any) => {
  if (m?.rss) process.send!({ rss: process.memoryUsage().rss });
  if (m?.stop) {
    await app.close();
    await ceiling.close();
    await store.close();
    await redis.quit().catch(() => {});
    await pool.end();
    process.exit(0);
  }
});
