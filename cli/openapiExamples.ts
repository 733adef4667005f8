import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_REQUESTS, EXAMPLES_FILE, trimExample, type ExampleRequest } from '../query-api/openapiExamples.ts';

/**
 * The response examples of /api/v1/openapi.json (query-api/openapiExamples.json), refreshed from a
 * server that holds the sample corpus: `npm run gen:openapi-examples -- http://127.0.0.1:3000`.
 * test/unit/api/openapiExamples.test.ts checks each stored example against its response schema.
 */
export async function captureExamples(
  send: (r: ExampleRequest) => Promise<{ status: number; body: unknown }>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const r of EXAMPLE_REQUESTS) {
    const { status, body } = await send(r);
    if (status !== 200) throw new Error(`${r.url}: ${status} (does the server hold the sample corpus?)`);
    out[r.operation] = trimExample(body);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const examples = await captureExamples(async (r) => {
    const res = await fetch(new URL(r.url, base), {
      method: r.body ? 'POST' : 'GET',
      headers: r.body ? { 'content-type': 'application/json' } : {},
      body: r.body ? JSON.stringify(r.body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  });
  writeFileSync(EXAMPLES_FILE, JSON.stringify(examples, null, 2) + '\n');
  console.log(`wrote ${fileURLToPath(EXAMPLES_FILE)} from ${base}`);
}
