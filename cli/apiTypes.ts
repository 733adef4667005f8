import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { loadConfig } from '../platform/config.ts';
import { createPool } from '../platform/db.ts';
import { buildApp } from '../query-api/app.ts';

/**
 * The web app's API types, generated from the REST door's OpenAPI document into
 * web/src/api.gen.ts (`npm run gen:api-types`); test/unit/web/apiTypes.test.ts fails when the
 * checked-in file is stale. Building the document opens no connection.
 */
export const API_TYPES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'src', 'api.gen.ts');

/** The OpenAPI document of the REST API, from an app built on a pool that never connects. */
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

const HEADER = `/**
 * GENERATED from the REST API's OpenAPI document by \`npm run gen:api-types\` (cli/apiTypes.ts).
 * Do not edit: change the shapes in projections/<feature>/ or the routes, then regenerate.
 */
`;

/** The TypeScript of web/src/api.gen.ts, formatted as the repository formats code. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(await openapiDocument(), { alphabetize: false });
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, parser: 'typescript' });
}

export const readApiTypes = (): string => readFileSync(API_TYPES_FILE, 'utf8');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await renderApiTypes());
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
