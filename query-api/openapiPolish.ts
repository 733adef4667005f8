import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ERRORS } from './problem.ts';
import { NAMED_SHAPES } from './schemas.ts';
import { applyConventions } from './openapiConventions.ts';

type Json = Record<string, any>;
const TAG_TEXT: Record<string, string> = {
  systems: 'Classification systems: list, detail, counts',
  nodes: 'Codes and their hierarchy: detail, children, ancestors, siblings, subtree, history',
  crosswalks: 'Equivalences between systems: per code, translations, pair statistics, compare, diff, sections, graph',
  countries: 'Countries and the systems that apply to them',
  data: 'Totals and provenance audit',
  search: 'Full-text search across systems',
  classify: 'Classify a free-text description',
  auth: 'Accounts, sign-in and API keys',
  service: 'Health and readiness',
  meta: 'This documentation',
  downloads: 'Bulk downloads: the bundle, a CSV per system, SSSOM per pair (versioned, with sha256 and ranges)',
  changes: 'What changed in the catalog: a feed with stable cursors (JSON pages and Server-Sent Events)',
};

/**
 * swagger `transformObject`: names the read layer's shapes (components.schemas, referred to by
 * $ref), fills the description from the summary where a route left it out and lists the tags in use
 * (operationIds come from operationIds.ts).
 */
export function polishOpenapi(doc: { openapiObject: Json } | { swaggerObject: Json }): Json {
  if (!('openapiObject' in doc)) return doc.swaggerObject;
  const { openapiObject } = doc;
  nameShapes(openapiObject, NAMED_SHAPES);
  const used = new Set<string>();
  for (const item of Object.values(openapiObject.paths ?? {}) as Json[]) {
    for (const op of Object.values(item) as Json[]) {
      if (typeof op !== 'object' || !op || !op.responses) continue;
      if (!op.description && op.summary) op.description = op.summary;
      for (const t of op.tags ?? []) used.add(t);
    }
  }
  const known = new Set((openapiObject.tags ?? []).map((t: Json) => t.name));
  openapiObject.tags = [
    ...(openapiObject.tags ?? []),
    ...[...used]
      .filter((t) => !known.has(t))
      .sort()
      .map((name) => ({ name, description: TAG_TEXT[name] ?? name })),
  ];
  applyConventions(openapiObject);
  return openapiObject;
}

/**
 * Defines each of `named` once under components.schemas and replaces every object schema in the
 * document that is one of them (same JSON) by a $ref to it; nested named shapes become refs too.
 */
export function nameShapes(openapiObject: Json, named: Record<string, TSchema>): void {
  const nameOf = new Map<string, string>();
  for (const [name, schema] of Object.entries(named)) if (!nameOf.has(canon(schema))) nameOf.set(canon(schema), name);
  const components: Json = ((openapiObject.components ??= {}).schemas ??= {});
  const define = (name: string, schema: unknown) => {
    if (components[name]) return;
    components[name] = {}; // reserved before descending, so a shape never defines itself twice
    components[name] = visit(structuredClone(schema), name);
  };
  const visit = (node: unknown, defining?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n));
    if (!node || typeof node !== 'object') return node;
    const name = (node as Json).type === 'object' ? nameOf.get(canon(node)) : undefined;
    if (name && name !== defining) {
      define(name, node);
      return { $ref: `#/components/schemas/${name}` };
    }
    for (const [k, v] of Object.entries(node)) (node as Json)[k] = visit(v);
    return node;
  };
  for (const name of Object.keys(components)) components[name] = visit(components[name], name);
  openapiObject.paths = visit(openapiObject.paths);
  for (const [name, schema] of Object.entries(named)) define(name, schema);
}

/** JSON with sorted keys: equal for equal schemas whatever the order their keys were written in. */
function canon(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** Fastify `frameworkErrors`: malformed URLs and similar router errors answer as problem+json too. */
export function frameworkErrors(err: Error & { statusCode?: number }, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply.code(status).type('application/problem+json').send({
    type: '/api/v1/docs/guide#errors-bad-request',
    title: ERRORS.BAD_REQUEST.title,
    status,
    detail: 'the URL is malformed (invalid percent-encoding)',
    instance: req.url,
  });
}
