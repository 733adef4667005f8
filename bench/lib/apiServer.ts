/**
 * Child process of bench/api.ts and bench/search.ts: the real API app (buildHttpServer, rate
 * limiting and all) on one port and a bare Node http route returning a constant JSON body (the
 * machine's ceiling) on another, in one process so both see the same CPU. Reports its ports over
 * IPC and answers `rss` messages with its RSS, `memory` messages with its process.memoryUsage(),
 * `cpu` messages with its process.cpuUsage().
 */
import http from 'node:http';
import { connectRedis } from '../../platform/redis/connectRedis.ts';
import { loadConfig } from '../../platform/config.ts';
import { createPool } from '../../platform/db.ts';
import type { Redis } from '../../platform/connections.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { buildHttpServer } from '../../cli/httpServer.ts';
import { limitHeapGrowth } from '../../platform/heap.ts';

const url = process.env.DATABASE_URL!;
const config = loadConfig(process.env);
limitHeapGrowth(config.heapGrowingPercent); // as serve does
// the pool `serve` gives the API: DB_POOL_API connections with the statement timeout
const pool = createPool(url, config.db.apiPoolSize, { statementTimeoutMs: config.db.apiStatementTimeoutMs });
const store = createPgEventStore(pool, url);
const redis: Redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const app = await buildHttpServer({ config, pool, store, redis });
await app.listen({ port: 0, host: '127.0.0.1' });
const body = JSON.stringify({ ok: true, constant: 42 });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));

const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
process.send!({ ready: true, port: port(app.server), barePort: port(bare) });
process.on('message', async (m: any) => {
  if (m?.rss) process.send!({ rss: process.memoryUsage().rss });
  if (m?.memory) process.send!({ memory: process.memoryUsage() });
  if (m?.cpu) process.send!({ cpu: process.cpuUsage() });
  if (m?.stop) {
    await app.close();
    await new Promise((r) => bare.close(r));
    await store.close();
    await redis.quit().catch(() => {});
    await pool.end();
    process.exit(0);
  }
});
