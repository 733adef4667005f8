import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

/**
 * Generates the client's two source files from the committed OpenAPI document (docs/openapi.json):
 * `src/schema.gen.ts`, the document's types (openapi-typescript), and `src/operations.gen.ts`, one row per
 * operationId (method, path template, what a success answers), which `createClient` turns into methods.
 * `npm run gen:client` runs it (and `npm run gen:openapi` after writing the document); a unit test fails on drift.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OPENAPI_DOCUMENT = path.join(HERE, '..', '..', 'docs', 'openapi.json');
export const SCHEMA_FILE = path.join(HERE, 'src', 'schema.gen.ts');
export const OPERATIONS_FILE = path.join(HERE, 'src', 'operations.gen.ts');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const HEADER = `/**
 * GENERATED from docs/openapi.json by \`npm run gen:client\` (clients/typescript/generate.ts). Do not edit.
 */
`;

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** What a success answers: parsed JSON, nothing (204), or the raw Response (HTML, files, redirects). */
function answers(op: Operation): 'json' | 'none' | 'raw' {
  const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  if (ok.some(([, r]) => r.content && 'application/json' in r.content)) return 'json';
  return ok.every(([, r]) => !r.content || Object.keys(r.content).length === 0) ? 'none' : 'raw';
}

/**
 * One row per operation. A method's single argument holds the path and query parameters side by side and
 * the request body as `body`, so the generator refuses a document where two of those names meet.
 */
export function operationRows(doc: OpenAPI3): string[] {
  const rows: string[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const names = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name);
      if (op.requestBody) names.push('body');
      const twice = names.find((n, i) => names.indexOf(n) !== i);
      if (twice) throw new Error(`${op.operationId}: the name '${twice}' is used twice in its input`);
      rows.push(
        `  ${op.operationId}: { method: '${method.toUpperCase()}', path: '${route}', answers: '${answers(op)}' },`,
      );
    }
  }
  return rows;
}

async function format(text: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, parser: 'typescript' });
}

/** The generated files' paths and contents, from the document's text. */
export async function renderClientFiles(documentText = readFileSync(OPENAPI_DOCUMENT, 'utf8')) {
  const doc = JSON.parse(documentText) as OpenAPI3;
  const schema = HEADER + astToString(await openapiTS(doc, { alphabetize: false }));
  const operations = `${HEADER}
/** Every operation of the API by its operationId: HTTP method, path template, what a success answers. */
export const OPERATIONS = {
${operationRows(doc).join('\n')}
} as const;
`;
  return [
    { file: SCHEMA_FILE, text: await format(schema, SCHEMA_FILE) },
    { file: OPERATIONS_FILE, text: await format(operations, OPERATIONS_FILE) },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, text } of await renderClientFiles()) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
