import type { FastifyRequest } from 'fastify';

/** Requests the limiter and authentication guard: the REST API and MCP over HTTP (not the static web app). */
export const isApiRequest = (req: FastifyRequest) => {
  const url = req.url;
  return url.startsWith('/api/') || url === '/mcp' || url.startsWith('/mcp/') || url.startsWith('/mcp?');
};
