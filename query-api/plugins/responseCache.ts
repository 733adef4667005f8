import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createByteBudgetCache } from './byteBudgetCache.ts';
import { createDoorkeeper } from './doorkeeper.ts';

const MAX_ENTRY = 1024 * 1024; // larger bodies are not kept
const POLL_MS = 250; // how often the read models' version is read

/**
 * A response cache for public reads (routes whose config says `cacheable`), keyed on the URL and
 * valid for one version of the read models: the projections' checkpoints, read every 250 ms.
 * When any projection commits, the cache empties, so an answer is at most ~250 ms older than the
 * read model (clients may keep it 60 s anyway: Cache-Control). When PostgreSQL does not answer, the
 * cache is off from the next poll on (within 250 ms), so an outage is reported (503), not papered over. It runs after the rate limit
 * and authentication hooks: a cached answer still counts against the caller's budget. Its size is
 * RESPONSE_CACHE_MB (config.responseCacheMb) of UTF-8 bodies: 32 MB by default, ~1,300 translations of the
 * 24 KB average; its Buffers are most of the process's external memory (docs/measurements/history.md, "Memory").
 * An answer is kept from its URL's second request on (doorkeeper.ts): requests spread over the whole
 * corpus mostly ask a URL once, and keeping each of those answers only churned the cache and kept their
 * bodies alive into V8's old generation (uncached translations' p99 ~45 against ~22 ms without a cache:
 * docs/measurements/history.md, "The response cache's admission").
 */
export const responseCachePlugin = fp(
  async (app) => {
    const entries = createByteBudgetCache(app.deps.config.responseCacheMb * 1024 * 1024, MAX_ENTRY);
    const doorkeeper = createDoorkeeper();
    let version: string | undefined;
    const clear = () => entries.clear();
    async function poll() {
      try {
        const { rows } = await app.deps.reads.query(
          `SELECT string_agg(name || ':' || position, ',' ORDER BY name) AS v FROM projection_checkpoints`,
        );
        if (rows[0].v !== version) {
          clear();
          version = rows[0].v ?? '';
        }
      } catch {
        clear();
        version = undefined;
      }
    }
    await poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // An answer may follow Accept-Language (a localized code: Vary), so the header is part of the key.
    const keyOf = (req: FastifyRequest) => {
      const al = req.headers['accept-language'];
      return al ? `${req.url}\u0000${al}` : req.url;
    };
    const cacheable = (req: FastifyRequest, reply: FastifyReply) =>
      version !== undefined && req.method === 'GET' && reply.routeOptions.config?.cacheable === true;

    // callback style (no Promise a request): a hit is sent and `done` never called, as Fastify's hooks allow
    app.addHook('preHandler', (req, reply, done) => {
      const hit = cacheable(req, reply) ? entries.get(keyOf(req)) : undefined;
      if (!hit) return done();
      (req as { fromCache?: boolean }).fromCache = true;
      reply.header('content-type', hit.contentType).header('x-cache', 'hit');
      if (hit.contentLanguage) reply.header('content-language', hit.contentLanguage).header('vary', 'Accept-Language');
      reply.send(hit.payload);
    });

    app.addHook('onSend', (req, reply, payload, done) => {
      keep(req, reply, payload);
      done();
    });
    /** Keeps a 200 answer of a cacheable route, from its URL's second request on. */
    function keep(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (!cacheable(req, reply) || reply.statusCode !== 200 || (req as { fromCache?: boolean }).fromCache) return;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return; // not a stream
      const key = keyOf(req);
      if (!doorkeeper.seenBefore(key)) return; // kept from its second request on
      const language = reply.getHeader('content-language');
      entries.set(
        key,
        payload,
        String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        language === undefined ? undefined : String(language),
      );
    }
  },
  { name: 'response-cache', fastify: '5.x' },
);
