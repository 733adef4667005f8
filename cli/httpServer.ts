import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildApp, type BuildOptions } from '../query-api/app.ts';
import type { ApiDeps } from '../query-api/deps.ts';
import { mcpHttp } from '../mcp/http.ts';
import { listGuides } from '../mcp/guides.ts';
import { webApp } from '../web/serve.ts';
import { officialReferenceLoader } from './officialReference.ts';
import { recordedRepairsLoader } from './recordedRepairs.ts';
import { publicOrigin } from '../platform/publicOrigin.ts';
import { chargeItems } from '../query-api/plugins/chargeItems.ts';
import { ApiError } from '../query-api/problem.ts';
import { ToolError } from '../mcp/tool.ts';

/**
 * The one HTTP server of `taxonomy serve`: the REST door (with the guards every door shares: security
 * headers, rate limit, authentication), MCP over Streamable HTTP at /mcp and the static web app at /,
 * side by side. No listen: tests call inject() or listen themselves.
 */
export async function buildHttpServer(given: ApiDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // the quality audit compares the served data with the official files found (read on first use)
  const deps = {
    ...given,
    officialReference: given.officialReference ?? officialReferenceLoader(given.config),
    repairs: given.repairs ?? recordedRepairsLoader(given.config),
  };
  const app = await buildApp(deps, opts);
  await app.register(mcpHttp, {
    pool: app.deps.reads,
    classifyReads: app.deps.classifyReads,
    search: app.deps.search,
    config: deps.config,
    officialReference: deps.officialReference,
    repairs: deps.repairs,
    charge: chargeToolItems, // a batch tool's items cost what POST /api/v1/batch/* charges for them
  });
  // after the API routes: its fallback must not shadow them; the guides are the MCP server's
  await app.register(webApp, { db: app.deps.reads, guides: listGuides(), origin: publicOrigin(deps.config) });
  return app;
}

/** The REST door's item charge for MCP tools: over the limit, the tool's isError result says what REST's 429 says. */
async function chargeToolItems(req: FastifyRequest, reply: FastifyReply, units: number): Promise<void> {
  try {
    await chargeItems(req, reply, units);
  } catch (err) {
    throw err instanceof ApiError ? new ToolError(err.message) : err;
  }
}
