import { readFileSync } from 'node:fs';

type Json = Record<string, any>;

/** One sample request per main route: what the example in the document answers. */
export interface ExampleRequest {
  operation: string; // `<METHOD> <path template>` as the document names it
  url: string; // the request sent to a server holding the sample corpus
  body?: Json;
}

export const EXAMPLE_REQUESTS: ExampleRequest[] = [
  { operation: 'GET /api/v1/systems', url: '/api/v1/systems?limit=2' },
  { operation: 'GET /api/v1/systems/{id}/nodes/{code}', url: '/api/v1/systems/naics_2022/nodes/484' },
  {
    operation: 'GET /api/v1/systems/{id}/nodes/{code}/children',
    url: '/api/v1/systems/naics_2022/nodes/484/children?limit=2',
  },
  { operation: 'GET /api/v1/search', url: '/api/v1/search?q=truck%20transportation&limit=2' },
  {
    operation: 'GET /api/v1/systems/{id}/nodes/{code}/translations',
    url: '/api/v1/systems/naics_2022/nodes/484/translations?limit=2',
  },
  {
    operation: 'POST /api/v1/classify',
    url: '/api/v1/classify',
    body: { text: 'long-haul trucking company', limit: 2 },
  },
  {
    operation: 'GET /api/v1/systems/{id}/nodes/{code}/equivalences',
    url: '/api/v1/systems/naics_2022/nodes/484/equivalences?limit=2',
  },
];

/** The 200 bodies of EXAMPLE_REQUESTS on the sample corpus, by operation (`npm run gen:openapi-examples`). */
export const EXAMPLES_FILE = new URL('./openapiExamples.json', import.meta.url);

const MAX_ITEMS = 2;
const MAX_TEXT = 160;

/** Keeps an example short: arrays cut to their first items, long texts cut with an ellipsis. */
export function trimExample(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(trimExample);
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimExample(v)]));
  return value;
}

/** Sets each stored example on its operation's 200 application/json response. */
export function applyExamples(doc: Json, examples: Json = readExamples()): void {
  for (const [operation, example] of Object.entries(examples)) {
    const [method, path] = operation.split(' ');
    const content = doc.paths?.[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json'];
    if (content) content.example = example;
  }
}

export function readExamples(): Json {
  return JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Json;
}
