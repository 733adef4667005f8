import { SESSION_COOKIE } from './auth/sessions.ts';
import { applyExamples } from './openapiExamples.ts';

type Json = Record<string, any>;
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const int = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

const HEADERS: Json = {
  RequestId: {
    description:
      "This request's id: the caller's X-Request-Id when it is a plain token, else a new UUID; in every log line",
    schema: { type: 'string' },
  },
  RateLimitLimit: int("Requests allowed in the current window for the caller's tier (the daily cap once it binds)"),
  RateLimitRemaining: int('Requests left in the current window'),
  RateLimitReset: int('Seconds until the current window starts afresh'),
  RetryAfter: int('Seconds to wait before retrying'),
};
const LIMIT_HEADERS = {
  'x-ratelimit-limit': ref('headers', 'RateLimitLimit'),
  'x-ratelimit-remaining': ref('headers', 'RateLimitRemaining'),
  'x-ratelimit-reset': ref('headers', 'RateLimitReset'),
};

/** Sample-corpus values for path and query parameters, shown by the docs UI and used by its try-it. */
const EXAMPLES: Record<string, string> = {
  id: 'naics_2022',
  a: 'naics_2022',
  system: 'naics_2022',
  code: '484',
  b: 'isic_rev4',
  cc: 'US',
  country: 'US',
  countries: 'US',
  q: 'truck transportation',
};

/**
 * What generators and readers expect of the document, applied to every operation (so routes added
 * later get it too): a bearer security scheme (API key or JWT) and the session cookie, optional
 * globally (anonymous calls are allowed); parameters and request-body fields with a default are not required
 * (the server fills them in, so a generated client need not send them); rate-limit
 * headers on the responses of rate-limited operations and Retry-After on 429 and 503; X-Request-Id on
 * every response; a description for responses the routes left unnamed; sample-corpus examples for
 * parameters and for the main routes' responses (openapiExamples.ts); no unused component schemas.
 */
export function applyConventions(doc: Json): void {
  const components = (doc.components ??= {});
  components.securitySchemes = {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description:
        'An API key (issued at /developers/keys or POST /api/v1/auth/keys) or the JWT from /api/v1/auth/login. ' +
        'Optional on data routes: without it the anonymous limit applies. See /api/v1/docs/guide.',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: "The web app's session (set by sign-in)",
    },
    ...components.securitySchemes,
  };
  doc.security ??= [{}, { bearerAuth: [] }, { sessionCookie: [] }];
  components.headers = { ...HEADERS, ...components.headers };
  for (const item of Object.values(doc.paths ?? {}) as Json[]) {
    for (const op of Object.values(item) as Json[]) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      for (const p of op.parameters ?? []) parameter(p);
      for (const media of Object.values(op.requestBody?.content ?? {}) as Json[]) {
        if (media.schema) media.schema = defaultsOptional(media.schema);
      }
      const limited = '429' in op.responses;
      for (const [status, r] of Object.entries(op.responses) as [string, Json][]) {
        if (!r.description || r.description === 'Default Response') r.description = describe(status, op);
        const headers: Json = { 'x-request-id': ref('headers', 'RequestId') };
        if (limited && (status.startsWith('2') || status === '429')) Object.assign(headers, LIMIT_HEADERS);
        if (status === '429' || status === '503') headers['retry-after'] = ref('headers', 'RetryAfter');
        r.headers = { ...headers, ...r.headers };
      }
    }
  }
  applyExamples(doc);
  dropUnused(doc);
}

function parameter(p: Json): void {
  if (p.in !== 'path' && p.schema?.default !== undefined) delete p.required;
  const example = EXAMPLES[p.name];
  const s = p.schema ?? {};
  if (p.example !== undefined || example === undefined || !String(s.type ?? 'string').includes('string')) return;
  if (s.pattern && !new RegExp(s.pattern).test(example)) return;
  if (s.enum && !s.enum.includes(example)) return;
  if ((s.maxLength ?? Infinity) < example.length) return;
  p.example = example;
}

/** A copy of a request schema whose fields with a default are optional (Fastify's validator fills them in). */
function defaultsOptional(schema: Json): Json {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Json = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties as Json).map(([name, s]) => [name, defaultsOptional(s)]),
    );
    if (Array.isArray(schema.required)) {
      copy.required = schema.required.filter((name: string) => schema.properties[name]?.default === undefined);
      if (copy.required.length === 0) delete copy.required;
    }
  }
  if (schema.items) copy.items = defaultsOptional(schema.items);
  return copy;
}

function describe(status: string, op: Json): string {
  if (status === '204') return 'Done; no content';
  const summary = String(op.summary ?? 'The result').replace(/[.:]\s.*$/, '');
  return status.startsWith('2') ? summary : `Error ${status}`;
}

/** Deletes component schemas nothing refers to (a shape the named list holds but no route sends). */
function dropUnused(doc: Json): void {
  const schemas: Json = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          walk(schemas[name]);
        }
      } else walk(v);
    }
  };
  walk(doc.paths);
  walk({ ...doc.components, schemas: undefined });
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
