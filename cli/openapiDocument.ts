import type { OpenAPI3 } from 'openapi-typescript';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { loadConfig } from '../platform/config.ts';
import { createPool } from '../platform/db.ts';
import { buildApp } from '../query-api/app.ts';

/**
 * The OpenAPI document of the REST API, from an app built on a pool that never connects: what
 * `npm run gen:openapi` writes to docs/openapi.json (openapiFile.ts), from which the TypeScript client's
 * types are generated (clients/typescript/generate.ts), which the web app imports too.
 */
export async function openapiDocument(): Promise<OpenAPI3> {
  const url = 'postgres://unused@127.0.0.1:9/unused';
  const pool = createPool(url, 1); // never connects; createPool's error listeners all the same
  const app = await buildApp({ config: loadConfig({}), pool, store: createPgEventStore(pool, url) });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3; // @fastify/swagger's and openapi-typescript's types of the same document
  } finally {
    await app.close();
    await pool.end();
  }
}
