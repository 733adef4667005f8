import type { operations } from './schema.gen.ts';
import { OPERATIONS } from './operations.gen.ts';
import { TaxonomyApiError } from './error.ts';

/** An operation's name, as the API's OpenAPI document spells it: `getNode`, `translateCode`, ... */
export type OperationId = keyof typeof OPERATIONS & keyof operations;

type Part<T> = [T] extends [never] ? {} : [T] extends [undefined] ? {} : T; // eslint-disable-line @typescript-eslint/no-empty-object-type
type PathOf<O> = O extends { parameters: { path: infer P } } ? Part<P> : {}; // eslint-disable-line @typescript-eslint/no-empty-object-type
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Part<NonNullable<Q>> : {}; // eslint-disable-line @typescript-eslint/no-empty-object-type
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : {}; // eslint-disable-line @typescript-eslint/no-empty-object-type

/** What an operation takes: its path and query parameters side by side, and its JSON request body as `body`. */
export type InputOf<K extends OperationId> = PathOf<operations[K]> & QueryOf<operations[K]> & BodyOf<operations[K]>;

type Success = 200 | 201 | 202 | 203 | 206;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Answers<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, Success>]> : never;

/** What an operation resolves to: its JSON answer, nothing (204), or the Response itself (HTML pages, files). */
export type OutputOf<K extends OperationId> = (typeof OPERATIONS)[K]['answers'] extends 'json'
  ? Answers<operations[K]>
  : (typeof OPERATIONS)[K]['answers'] extends 'none'
    ? undefined
    : Response;

type Method<K extends OperationId> =
  {} extends InputOf<K> // eslint-disable-line @typescript-eslint/no-empty-object-type
    ? (input?: InputOf<K>, init?: RequestInit) => Promise<OutputOf<K>>
    : (input: InputOf<K>, init?: RequestInit) => Promise<OutputOf<K>>;

/** One method per operation of the API; each throws a TaxonomyApiError on a 4xx or 5xx answer. */
export type TaxonomyClient = { [K in OperationId]: Method<K> };

export interface ClientOptions {
  /** Where the service runs, e.g. `https://taxonomy.example.org` (the paths start with /api/v1). */
  baseUrl: string;
  /** An API key (or a sign-in JWT), sent as `Authorization: Bearer …`; without it the anonymous limit applies. */
  apiKey?: string;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** A fetch of your own (tests, proxies, retries); the global one by default. */
  fetch?: typeof fetch;
}

/** The URL of one call: `{name}` segments from the input, every other input but `body` as query parameters. */
export function operationUrl(baseUrl: string, template: string, input: Record<string, unknown>): URL {
  const used = new Set<string>();
  const route = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (input[name] === undefined || input[name] === null) throw new TypeError(`missing path parameter '${name}'`);
    used.add(name);
    return encodeURIComponent(String(input[name]));
  });
  // relative to the base, so a service mounted under a path prefix (https://host/taxonomy) keeps it
  const url = new URL(route.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(input)) {
    if (used.has(name) || name === 'body' || value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  return url;
}

/** A client with one typed method per operation of the API, e.g. `await client.getNode({ id: 'naics_2022', code: '484' })`. */
export function createClient(options: ClientOptions): TaxonomyClient {
  const send = options.fetch ?? globalThis.fetch;
  const call = async (id: OperationId, input: Record<string, unknown> = {}, init: RequestInit = {}) => {
    const op = OPERATIONS[id];
    const headers = new Headers(options.headers);
    if (options.apiKey) headers.set('authorization', `Bearer ${options.apiKey}`);
    if (op.answers === 'json' && !headers.has('accept')) headers.set('accept', 'application/json');
    const hasBody = input.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const response = await send(operationUrl(options.baseUrl, op.path, input), {
      ...init,
      method: op.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
    });
    if (response.status >= 400) throw await TaxonomyApiError.from(id, response);
    if (op.answers === 'raw') return response;
    if (op.answers === 'none' || response.status === 204) {
      await response.body?.cancel();
      return undefined;
    }
    return response.json();
  };
  const client: Record<string, unknown> = {};
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    client[id] = (input?: Record<string, unknown>, init?: RequestInit) => call(id, input, init);
  }
  return client as TaxonomyClient;
}
