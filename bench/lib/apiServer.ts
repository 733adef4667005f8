/**
 * Child process of bench/api.ts and bench/search.ts: the real API app (buildHttpServer, rate
 * limiting and all) on one port, a bare Node http route returning a constant JSON body (the
 * machine's ceiling) on another, and on a third the floor: the API's node, translations and search
 * paths answered by a bare Node http route with the endpoint's own query and shaping (lookUpCodePage;
 * the stored translation answer's bytes, else translateCode; searchCodes; on the same pool, with the
 * API's default parameters) and JSON.stringify, nothing else (no Fastify, hooks, limiter, cache, validation): what one process can get from
 * PostgreSQL on this machine. All in one process so they see the same CPU. Reports its ports over
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
import { lookUpCodePage } from '../../projections/catalog/codePage.ts';
import { translateCode } from '../../projections/equivalences/translations.ts';
import { STORED_ARGS, storedTranslation } from '../../projections/equivalences/storedAnswers.ts';
import { createSearchIndex } from '../../projections/search/createSearchIndex.ts';
import { searchCodes } from '../../projections/search/searchWithContext.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { openSearchPages } from '../../cli/readRouter.ts';

const url = process.env.DATABASE_URL!;
const config = loadConfig(process.env);
limitHeapGrowth(config.heapGrowingPercent); // as serve does
// the pool `serve` gives the API: DB_POOL_API connections with the statement timeout
const pool = createPool(url, config.db.apiPoolSize, { statementTimeoutMs: config.db.apiStatementTimeoutMs });
const store = createPgEventStore(pool, url);
const redis: Redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
// as serve: search pages on connections planning generically
const search = openSearchPages(config, url);
const app = await buildHttpServer({ config, pool, searchPages: search.pages, store, redis });
await app.listen({ port: 0, host: '127.0.0.1' });
const body = JSON.stringify({ ok: true, constant: 42 });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
// the same paths as the API's: /api/v1/systems/{system}/nodes/{code}[/translations] and /api/v1/search?q=…&limit=…
const index = createSearchIndex({ config, pool, genericPages: search.pages });
async function floorAnswer(url: URL): Promise<unknown> {
  if (url.pathname === '/api/v1/search') {
    const limit = Number(url.searchParams.get('limit') ?? LIMITS.pageDefault);
    return searchCodes(pool, index, { q: url.searchParams.get('q') ?? '', limit, offset: 0 });
  }
  const [, , , , system, , code, what] = url.pathname.split('/').map(decodeURIComponent);
  if (what !== 'translations') return lookUpCodePage(pool, system, code);
  // as the route: the stored answer's bytes when current, else the walk
  return (await storedTranslation(pool, system, code))?.json ?? translateCode(pool, system, code, STORED_ARGS);
}
const floor = http.createServer((req, res) => {
  const answer = (status: number, value: unknown) => {
    const out = Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value));
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': out.length });
    res.end(out);
  };
  floorAnswer(new URL(req.url ?? '/', 'http://floor')).then(
    (page) => answer(page ? 200 : 404, page),
    (err: Error) => answer(500, { error: err.message }),
  );
});
await new Promise<void>((r) => floor.listen(0, '127.0.0.1', r));

const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
process.send!({ ready: true, port: port(app.server), barePort: port(bare), floorPort: port(floor) });
process.on('message', (m: any) => {
  answer(m).catch((err: Error) => {
    process.stderr.write(`api server: ${err.stack}\n`);
    process.exit(1);
  });
});
async function answer(m: any) {
  if (m?.rss) process.send!({ rss: process.memoryUsage().rss });
  if (m?.memory) process.send!({ memory: process.memoryUsage() });
  if (m?.cpu) process.send!({ cpu: process.cpuUsage() });
  if (m?.stop) {
    await app.close();
    await new Promise((r) => bare.close(r));
    await new Promise((r) => floor.close(r));
    await index.close?.();
    await store.close();
    await redis.quit().catch(() => {});
    await search.close();
    await pool.end();
    process.exit(0);
  }
}
