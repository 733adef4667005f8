import fc from 'fast-check';

type Json = Record<string, any>;
export interface Operation {
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Json[];
  body?: Json;
}
export interface FuzzRequest {
  op: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  remoteAddress: string;
}

/** Every operation of an OpenAPI 3 document: method, path template, its parameters and body schema. */
export function operationsOf(spec: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {}) as [string, Json][]) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p: Json) => p.in === 'path').map((p: Json) => p.name),
        query: params.filter((p: Json) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

const NASTY = [
  "' OR '1'='1",
  '1; DROP TABLE nodes;--',
  "'); DELETE FROM systems; --",
  '" OR ""="',
  '\\',
  '%',
  '%%',
  '_',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00',
  '....//....//',
  '%2e%2e%2f',
  '\u0000',
  '\u0007\u001b[31mred',
  '\r\nSet-Cookie: pwned=1',
  '\t',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'bak\u0000ery',
  'a\uDC00b',
  '\u0085',
  'x\u007f',
  '😀🚀👩‍👩‍👧',
  'Ωμέγα',
  'ملف',
  '测试分类',
  'İstanbul',
  'ß',
  'ﬁ',
  '{{7*7}}',
  '${jndi:ldap://127.0.0.1/x}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '',
  ' ',
  'isic_rev4',
  'nace_rev2',
  'naics_2022',
  'A',
  '01',
  '0111',
  '011',
  'US',
  'DE',
  'exact',
  'broad',
  'farming',
];

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 600, maxLength: 3000 }) },
);

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
);

/** A body for a schema: its properties filled with hostile values, extra keys, or not JSON at all. */
function bodyFor(schema: Json | undefined): fc.Arbitrary<{ body?: string | Buffer; type?: string }> {
  const props = Object.keys(schema?.properties ?? {});
  const shaped = fc
    .record(Object.fromEntries(props.map((p) => [p, jsonValue])), { requiredKeys: [] })
    .chain((o) => fc.dictionary(text, jsonValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...o })));
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((o) => ({ body: JSON.stringify(o), type: 'application/json' })) },
    { weight: 2, arbitrary: fc.json().map((j) => ({ body: j, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constant({ body: '', type: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({ body: '{"email":', type: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
          '',
        )
        .chain((type) => text.map((body) => ({ body, type }))),
    },
    { weight: 1, arbitrary: fc.constant({ body: Buffer.alloc(1024 * 1024 + 1, 0x61), type: 'application/json' }) }, // over the 1 MiB cap
    {
      weight: 1,
      arbitrary: fc.constant({
        body: JSON.stringify({ text: 'é'.repeat(400_000), email: 'a'.repeat(400_000) }),
        type: 'application/json',
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const headerValue = fc.oneof(
  text.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('', ' '),
);

/**
 * One request to one operation of `ops`, with hostile parts; `token()` (read when the request is
 * generated: the fuzzer may erase its account and sign up again) signs some of them in.
 */
export function nastyRequest(ops: Operation[], token: () => string): fc.Arbitrary<FuzzRequest> {
  return fc.nat(ops.length - 1).chain((i) => {
    const op = ops[i];
    const pathValues = fc.tuple(
      ...op.pathParams.map(() =>
        fc.oneof(
          { weight: 8, arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '%E0%A4%A',
              '%',
              '..',
              '.',
              '%2F',
              '%00',
              '..%2F..%2Fetc%2Fpasswd',
              'a%ED%A0%80',
            ),
          },
        ),
      ),
    );
    const query = fc.array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: op.query.length ? fc.constantFrom(...op.query.map((q) => q.name as string)) : text },
          { weight: 1, arbitrary: text },
        ),
        text,
      ),
      { maxLength: 6 },
    );
    const longQuery = fc.oneof(
      { weight: 20, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 8200, max: 14_000 }) },
    );
    const headers = fc.record(
      {
        authorization: fc.oneof(
          fc.constant(0).map(() => `Bearer ${token()}`),
          fc.constant('Bearer txg_0123456789abcdef0123456789abcdef'),
          headerValue.map((h) => `Bearer ${h}`),
          headerValue,
        ),
        accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', ''),
        'x-forwarded-for': headerValue,
        'if-none-match': headerValue,
        cookie: headerValue.map((h) => `session=${h}`),
        'accept-language': headerValue,
      },
      { requiredKeys: [] },
    );
    const method = fc.oneof(
      { weight: 12, arbitrary: fc.constant(op.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    );
    const rawQuery = fc.oneof(
      { weight: 12, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            op.query.length ? fc.constantFrom(...op.query.map((q) => q.name as string)) : fc.constant('q'),
            fc.constantFrom('bak%00ery', 'a%ED%A0%80b', '%1B%5B31m', 'x%C2%85'),
          )
          .map(([k, v]) => `${k}=${v}`),
      },
    );
    return fc
      .record({ pathValues, query, longQuery, rawQuery, headers, body: bodyFor(op.body), method, octet: fc.nat(255) })
      .map((g) => {
        let p = op.path;
        op.pathParams.forEach((name, k) => {
          p = p.replace(`{${name}}`, g.pathValues[k] || 'x');
        });
        const qs = new URLSearchParams(
          g.query.map(([k, v]) => [k.replace(/[\uD800-\uDFFF]/g, ''), v.replace(/[\uD800-\uDFFF]/g, '')]),
        );
        if (g.longQuery) qs.append('q', 'z'.repeat(g.longQuery));
        let q = qs.toString();
        if (g.rawQuery) q = q ? `${q}&${g.rawQuery}` : g.rawQuery; // what URLSearchParams cannot write

        const headers: Record<string, string> = { ...g.headers };
        if (g.body.type !== undefined && g.method !== 'GET' && g.method !== 'HEAD')
          headers['content-type'] = g.body.type;
        const withBody = g.method !== 'GET' && g.method !== 'HEAD' && g.body.body !== undefined;
        return {
          op,
          method: g.method,
          url: q ? `${p}?${q}` : p,
          headers,
          body: withBody ? g.body.body : undefined,
          remoteAddress: `198.18.${g.octet}.1`,
        };
      });
  });
}

const CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROL_IN_URL = /%(?:0[0-9a-f]|1[0-9a-f]|7f|c2%[89][0-9a-f]|ed%[ab][0-9a-f])/i;

const hasBadText = (v: unknown): boolean =>
  typeof v === 'string'
    ? CONTROL.test(v)
    : v !== null && typeof v === 'object' && Object.entries(v).some(([k, x]) => CONTROL.test(k) || hasBadText(x));

/** Whether the request carries text no route may accept: a control character or lone surrogate in its path, query or JSON body. */
export function carriesBadText(req: FuzzRequest): boolean {
  if (req.method === 'OPTIONS') return false; // a CORS preflight reads no input
  if (CONTROL_IN_URL.test(req.url)) return true;
  if (typeof req.body !== 'string' || !/json/.test(req.headers['content-type'] ?? '')) return false;
  try {
    return hasBadText(JSON.parse(req.body));
  } catch {
    return false;
  }
}
