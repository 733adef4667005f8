import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openapiDocument } from './openapiDocument.ts';

/**
 * The REST API's OpenAPI document as a file of the repository (docs/openapi.json), for client
 * generators and readers who do not run a server; `npm run gen:openapi` writes it, then generates the
 * TypeScript client from it (whose types the web app imports); test/unit/api/openapiFile.test.ts fails when it drifts.
 */
export const OPENAPI_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json');

export async function renderOpenapiFile(): Promise<string> {
  return `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
}

export const readOpenapiFile = (): string => readFileSync(OPENAPI_FILE, 'utf8');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, await renderOpenapiFile());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
