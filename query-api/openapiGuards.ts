import type { RouteOptions } from 'fastify';
import { problems } from './schemas.ts';

/**
 * onRoute hook (app.ts, before the routes): what the root-level guards may answer instead of a route,
 * written into every API route's response schema, so the OpenAPI document tells generators and
 * readers, and routes added later get it too: 429 (rate limit) unless the route opts out of the
 * limiter, 401 unless it ignores credentials, 403 on state changes a session cookie may make (a
 * cross-site Origin: plugins/sameOrigin.ts), and 503 (a dependency down, or credentials that cannot
 * be checked) on both. Routes that ignore credentials are documented with no security requirement.
 * Routes without a response map, hidden ones and those outside /api/ are left alone.
 */
export function documentGuards(route: RouteOptions): void {
  const url = route.url ?? '';
  const schema = route.schema as
    ({ response?: Record<string, unknown>; hide?: boolean } & Record<string, unknown>) | undefined;
  if (!url.startsWith('/api/') || !schema?.response || schema.hide) return;
  const limited = route.config?.rateLimit !== false;
  const authenticated = route.config?.credentials !== 'ignored';
  const methods = [route.method].flat();
  const changes = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const originChecked = changes && (authenticated || route.config?.sameOrigin === 'always');
  if (!authenticated) schema.security ??= [];
  const added = [
    ...(authenticated ? [401] : []),
    ...(originChecked ? [403] : []),
    ...(limited ? [429] : []),
    ...(limited || authenticated ? [503] : []),
  ];
  const missing = added.filter((s) => !(s in schema.response!) && !(String(s) in schema.response!));
  if (missing.length) schema.response = { ...schema.response, ...problems(...missing) };
}
