import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../platform/db.ts';
import type { Config } from '../platform/config.ts';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { SearchIndex } from '../projections/search/port.ts';
import { DISCLAIMER } from '../projections/disclaimer.ts';
import type { McpDeps } from './deps.ts';
import { buildInstructions } from './instructions.ts';
import { createMcpServer } from './server.ts';
import type { OfficialReferenceLoader } from '../read/quality/officialChecks.ts';
import type { RepairsLoader } from '../read/quality/crosswalkQuality.ts';

const INSTRUCTIONS_TTL_MS = 60_000;
type Charge = (req: FastifyRequest, reply: FastifyReply, units: number) => Promise<void>;

/**
 * The same MCP server over Streamable HTTP at POST /mcp, stateless: every request gets its own
 * server and transport (no session to pin to one API instance), JSON responses. Registered at the
 * root of the server after the REST door's guards (cli/httpServer.ts), whose root-level onRequest
 * hooks guard /mcp like /api/v1. GET and DELETE are 405: there is
 * no server-initiated stream and no session to end. A JSON-RPC batch (an array) is a 400 JSON-RPC
 * error: each call costs its own request, so its own rate-limit token.
 */
export const mcpHttp: FastifyPluginAsync<{
  pool: Queryable;
  /** Where classify runs: the REST door's `classifyReads` (absent: `pool`). */
  classifyReads?: Queryable;
  search: SearchIndex; // the REST door's (buildApp builds it once, and closes it)
  config: Config;
  officialReference?: OfficialReferenceLoader;
  repairs?: RepairsLoader;
  /**
   * Charges a batch tool's items (the limiter counted the request as one) against the caller's rate limit,
   * as POST /api/v1/batch/* does; throws a ToolError over the limit. Without it nothing is charged.
   */
  charge?: Charge;
}> = async (app, { pool, classifyReads, search, config, officialReference, repairs, charge }) => {
  let instructions: { text?: string; at: number } = { at: 0 };
  const currentInstructions = async () => {
    if (Date.now() - instructions.at > INSTRUCTIONS_TTL_MS) {
      instructions = { text: await buildInstructions(pool).catch(() => instructions.text), at: Date.now() };
    }
    return instructions.text;
  };
  const log = (m: string) => app.log.error(m);
  // a refused call is an answer the agent can act on (when to retry, that a key raises the limit), not a transport error
  app.setErrorHandler(async (err: Error & { status?: number; statusCode?: number }, req, reply) => {
    // the API's problem+json for anything else (the REST door's ApiError carries `status`)
    if ((err.status ?? err.statusCode) !== 429 || req.method !== 'POST') throw err;
    const message = await readJsonRpc(req.raw).catch(() => null);
    const retry = Math.max(1, Number(reply.getHeader('retry-after')) || Math.ceil(config.rates.windowMs / 1000));
    if (!message || message.id === undefined || message.id === null) return reply.code(202).send(); // a notification
    const text = rateLimitedText(err.message, retry, config.rates);
    const body =
      message.method === 'tools/call'
        ? { jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text }], isError: true } }
        : {
            jsonrpc: '2.0',
            id: message.id,
            error: { code: -32000, message: text, data: { retry_after_seconds: retry } },
          };
    return reply.code(200).header('retry-after', retry).type('application/json').send(body);
  });

  app.post(
    '/mcp',
    {
      schema: { tags: ['mcp'], summary: 'MCP over Streamable HTTP (JSON-RPC; stateless, JSON responses)', hide: true },
      config: { textInput: 'own' }, // tools check their arguments (toolHandlers.ts)
    },
    async (req, reply) => {
      if (Array.isArray(req.body)) return reply.code(400).send(BATCH_REFUSED); // one POST = one call = one rate token
      const deps: McpDeps = {
        db: pool,
        classifyReads,
        search,
        instructions: await currentInstructions(),
        log,
        officialReference,
        repairs,
        charge: charge && ((units) => chargeBatch(charge, req, reply, units)),
      };
      const mcp = createMcpServer(deps);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      await mcp.server.connect(transport);
      handOver(reply);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  );

  const notAllowed = async (_req: unknown, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({
        jsonrpc: '2.0',
        error: {
          code: -32000,
          message: 'Method not allowed: this MCP endpoint is stateless; send JSON-RPC requests with POST.',
        },
        id: null,
      });
  app.get('/mcp', { schema: { tags: ['mcp'], hide: true } }, notAllowed);
  app.delete('/mcp', { schema: { tags: ['mcp'], hide: true } }, notAllowed);
};

/**
 * JSON-RPC batches are not part of MCP since protocol version 2025-06-18, and one batch would run many
 * tool calls on one rate-limit token: refused as a whole, nothing in it runs.
 */
const BATCH_REFUSED = {
  jsonrpc: '2.0',
  error: {
    code: -32600,
    message: 'Invalid Request: JSON-RPC batches are not supported; send one request per HTTP POST.',
  },
  id: null,
};

/** What a refused call tells the agent: when to retry, and that an API key raises the limit. */
export function rateLimitedText(reason: string, retrySeconds: number, rates: Config['rates']): string {
  const at = new Date(Date.now() + retrySeconds * 1000).toISOString().slice(11, 19);
  return (
    `Rate limit reached (${reason}). Retry this call in ${retrySeconds} s (after ${at} UTC); nothing was run. ` +
    `Anonymous callers get ${rates.anon} calls a minute; an API key raises it (free: ${rates.free} a minute): ` +
    'create one at /developers/keys and send it as the header "Authorization: Bearer txg_…".'
  );
}

const RAW_MAX = 1_000_000;

/** The JSON-RPC message of a request refused before its body was read (onRequest), for its id and method. */
async function readJsonRpc(
  raw: NodeJS.ReadableStream,
): Promise<{ id?: string | number | null; method?: string } | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of raw) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += b.length;
    if (size > RAW_MAX) return null;
    chunks.push(b);
  }
  const m: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return m && typeof m === 'object' && !Array.isArray(m)
    ? (m as { id?: string | number | null; method?: string })
    : null;
}

/**
 * A batch tool's items against the caller's rate limit through the server's `charge` (cli/httpServer.ts:
 * the REST door's, which throws a ToolError over the limit); the rate-limit headers it set go out on the
 * response the transport writes.
 */
async function chargeBatch(charge: Charge, req: FastifyRequest, reply: FastifyReply, units: number): Promise<void> {
  try {
    await charge(req, reply, units);
  } finally {
    if (!reply.raw.headersSent)
      for (const name of ['x-ratelimit-remaining', 'x-ratelimit-daily-remaining', 'retry-after']) {
        const value = reply.getHeader(name);
        if (value !== undefined) reply.raw.setHeader(name, value as string | number);
      }
  }
}

/** The transport writes the raw response: keep the headers hooks set so far (rate limit, CORS), add the disclaimer. */
function handOver(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
  reply.raw.setHeader('x-data-disclaimer', DISCLAIMER);
  reply.hijack();
}
