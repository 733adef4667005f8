import type { RouteOptions } from 'fastify';

/**
 * The operationId of every API route, by method and path under /api/v1: what a generated client
 * calls its methods (`client.getNode(...)`), so each is a verb and its object, and stays put when a
 * route's file moves. A route may declare its own `schema.operationId` instead;
 * test/unit/api/operationIds.test.ts checks every route has one and none is used twice.
 */
export const OPERATION_IDS: Record<string, string> = {
  'GET /health': 'getHealth',
  'GET /health/live': 'getLiveness',
  'GET /health/ready': 'getReadiness',
  'POST /auth/register': 'registerAccount',
  'POST /auth/login': 'logIn',
  'POST /auth/logout': 'logOut',
  'GET /auth/me': 'getAccount',
  'DELETE /auth/account': 'eraseAccount',
  'POST /auth/keys': 'createApiKey',
  'GET /auth/keys': 'listApiKeys',
  'DELETE /auth/keys/{id}': 'revokeApiKey',
  'POST /watches': 'createWatch',
  'GET /watches': 'listWatches',
  'DELETE /watches/{id}': 'deleteWatch',
  'GET /watches/{id}/deliveries': 'listWatchDeliveries',
  'POST /auth/magic-link': 'sendSignInLink',
  'GET /auth/magic-link/verify': 'showSignInLink',
  'POST /auth/magic-link/verify': 'useSignInLink',
  'GET /systems': 'listSystems',
  'GET /systems/stats': 'getSystemStats',
  'GET /systems/{id}': 'getSystem',
  'GET /systems/{id}/nodes/{code}': 'getNode',
  'GET /systems/{id}/nodes/{code}/children': 'listChildren',
  'GET /systems/{id}/nodes/{code}/ancestors': 'listAncestors',
  'GET /systems/{id}/nodes/{code}/siblings': 'listSiblings',
  'GET /systems/{id}/nodes/{code}/subtree': 'getSubtree',
  'GET /systems/{id}/nodes/{code}/history': 'getCodeHistory',
  'GET /systems/{id}/nodes/{code}/equivalences': 'listEquivalences',
  'GET /systems/{id}/nodes/{code}/translations': 'translateCode',
  'GET /systems/{id}/releases': 'listReleases',
  'GET /systems/{id}/releases/{a}/diff/{b}': 'diffReleases',
  'GET /systems/{id}/crosswalk/{b}/sections': 'getCrosswalkSections',
  'GET /systems/{id}/crosswalk/{b}/graph': 'getCrosswalkGraph',
  'GET /nodes/{code}': 'resolveCode',
  'GET /equivalences/stats': 'getCrosswalkCoverage',
  'GET /compare': 'compareSystems',
  'GET /diff': 'diffSystems',
  'GET /crosswalks/{a}/{file}': 'exportCrosswalk',
  'GET /crosswalks/{a}/{b}/quality': 'getCrosswalkQuality',
  'GET /audit': 'getAudit',
  'GET /audit/quality': 'getQualityReport',
  'GET /countries': 'listCountries',
  'GET /countries/stats': 'getCountryStats',
  'GET /countries/scope': 'getCountryScope',
  'GET /countries/{cc}': 'getCountry',
  'GET /stats': 'getStats',
  'GET /search': 'search',
  'POST /classify': 'classify',
  'POST /batch/lookup': 'batchLookup',
  'POST /batch/translate': 'batchTranslate',
  'POST /batch/classify': 'batchClassify',
  'POST /batch/migrate': 'batchMigrate',
  'GET /editions': 'listEditions',
  'GET /editions/{from}/{to}/diff': 'diffEditions',
  'GET /reconcile': 'reconcile',
  'POST /reconcile': 'reconcileBatch',
  'GET /reconcile/suggest/entity': 'suggestEntities',
  'GET /reconcile/suggest/type': 'suggestTypes',
  'GET /reconcile/suggest/property': 'suggestProperties',
  'GET /reconcile/properties': 'listReconcileProperties',
  'GET /changes': 'listChanges',
  'GET /downloads': 'listDownloads',
  'GET /downloads/{version}/{file}': 'getDownload',
  'GET /docs/guide': 'getGuide',
  'GET /openapi.json': 'getOpenApiDocument',
};

/** `GET /systems/{id}` for a route at `/api/v1/systems/:id` (the OpenAPI path, without the prefix). */
export function operationKey(method: string, url: string): string {
  return `${method} ${url.replace(/^\/api\/v1/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** onRoute hook (app.ts, before the routes): the table's operationId on each documented API route that has none. */
export function nameOperation(route: RouteOptions): void {
  const schema = route.schema as ({ operationId?: string; hide?: boolean } & Record<string, unknown>) | undefined;
  if (!(route.url ?? '').startsWith('/api/') || !schema || schema.hide || schema.operationId) return;
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  if (methods.length !== 1) return;
  const id = OPERATION_IDS[operationKey(methods[0], route.url!)];
  if (id) schema.operationId = id;
}
