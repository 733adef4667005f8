import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { projectionStatus } from '../../read/status.ts';
import { withTimeout } from '../../platform/withTimeout.ts';
import { ApiError } from '../problem.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();
const LAG_TIMEOUT_MS = 2000;

/**
 * Prometheus metrics at GET /metrics (text format 0.0.4), only with `Authorization: Bearer
 * <METRICS_TOKEN>` (401 without, 403 with another token; 404 when METRICS_TOKEN is unset). Requests
 * by method, matched route (the pattern, never the raw URL) and status, with their latency; 429s
 * (rate-limit rejections); response-cache hits and misses; PostgreSQL pool connections by state;
 * each projection's lag behind the log head (read at scrape time); each read replica's state and lag,
 * and the reads that ran on replicas or the primary; Node's process metrics.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registers = [new Registry()];
    const [registry] = registers;
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames,
      registers,
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response sent',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const rejections = new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429 (rate, daily or sign-in limits)',
      labelNames: ['route'],
      registers,
    });
    const cache = new Counter({
      name: 'response_cache_requests_total',
      help: 'Cacheable reads by outcome: hit (answered from memory) or miss',
      labelNames: ['result'],
      registers,
    });
    const { pool, store } = app.deps;
    new Gauge({
      name: 'pg_pool_connections',
      help: 'PostgreSQL pool of the read models: connections by state (total, idle, waiting clients)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const { reads } = app.deps;
    new Gauge({
      name: 'pg_replica_up',
      help: 'Each read replica of DATABASE_READ_URL: 1 when it answered the last check, else 0',
      labelNames: ['replica'],
      registers,
      collect() {
        for (const r of reads.replicas()) this.set({ replica: r.name }, r.up ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pg_replica_lag_seconds',
      help: "Each read replica's replay lag behind the primary (time since the primary passed its replay position)",
      labelNames: ['replica'],
      registers,
      collect() {
        for (const r of reads.replicas()) this.set({ replica: r.name }, r.lagMs / 1000);
      },
    });
    new Gauge({
      name: 'pg_replica_lag_bytes',
      help: "Each read replica's replay lag behind the primary in WAL bytes",
      labelNames: ['replica'],
      registers,
      collect() {
        for (const r of reads.replicas()) this.set({ replica: r.name }, r.lagBytes);
      },
    });
    new Counter({
      name: 'pg_read_queries_total',
      help: 'Read queries of the API by where they ran: a replica, or the primary (no replica usable, or a replica failed)',
      labelNames: ['target'],
      registers,
      collect() {
        const c = reads.counts();
        this.reset();
        this.inc({ target: 'replica' }, c.replica);
        this.inc({ target: 'primary' }, c.primary);
      },
    });
    new Gauge({
      name: 'projection_lag_events',
      help: "Events between the log's head and each projection's checkpoint (-1: could not be read)",
      labelNames: ['projection'],
      registers,
      async collect() {
        try {
          const status = await withTimeout(projectionStatus(pool, store), LAG_TIMEOUT_MS);
          for (const p of status.projections) this.set({ projection: p.name }, p.lag);
        } catch {
          this.set({ projection: 'all' }, -1);
        }
      },
    });

    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      const labels = { method: req.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) rejections.inc({ route });
      if (req.method === 'GET' && reply.routeOptions.config?.cacheable === true && reply.statusCode === 200)
        cache.inc({ result: reply.getHeader('x-cache') === 'hit' ? 'hit' : 'miss' });
      done();
    });

    const token = app.deps.config.metricsToken;
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
      if (!token) throw new ApiError('NOT_FOUND_ROUTE', 'metrics are off: set METRICS_TOKEN to serve them');
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
      if (!given) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ApiError('UNAUTHORIZED', 'send Authorization: Bearer <METRICS_TOKEN>');
      }
      if (!timingSafeEqual(digest(given), digest(token))) throw new ApiError('FORBIDDEN', 'wrong metrics token');
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', fastify: '5.x' },
);
