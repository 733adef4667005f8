import { Validator } from '@seriousme/openapi-schema-validator';
import t from 'tap';
import { ERRORS } from '../../../query-api/problem.ts';
import { errorAnchor } from '../../../query-api/routes/docsPage.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('OpenAPI document and docs page', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false, env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const res = await app.inject('/api/v1/openapi.json');
  t.equal(res.statusCode, 200);
  const spec = res.json();
  t.equal(spec.openapi, '3.1.0');

  const validator = new Validator();
  const result = await validator.validate(structuredClone(spec));
  t.ok(result.valid, 'validates against the OpenAPI 3.1 schema');
  if (!result.valid) t.comment(JSON.stringify(result.errors).slice(0, 2000));

  const registered = routesOf(app.printRoutes({ commonPrefix: false })).filter(
    (r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD' && !/^\/api\/v1\/docs(\/(?!guide)|$)/.test(r.url),
  ); // the reference UI's own files are no API
  t.ok(registered.length >= 25, `${registered.length} routes registered under /api/v1`);
  const listed = new Set<string>();
  for (const [path, item] of Object.entries<any>(spec.paths))
    for (const m of Object.keys(item)) listed.add(`${m.toUpperCase()} ${path}`);
  const mine = [
    '/systems',
    '/systems/{id}',
    '/systems/stats',
    '/systems/{id}/nodes/{code}',
    '/systems/{id}/nodes/{code}/children',
    '/systems/{id}/nodes/{code}/ancestors',
    '/systems/{id}/nodes/{code}/siblings',
    '/systems/{id}/nodes/{code}/subtree',
    '/systems/{id}/nodes/{code}/history',
    '/nodes/{code}',
    '/systems/{id}/nodes/{code}/equivalences',
    '/systems/{id}/nodes/{code}/translations',
    '/equivalences/stats',
    '/compare',
    '/diff',
    '/systems/{id}/crosswalk/{b}/sections',
    '/systems/{id}/crosswalk/{b}/graph',
    '/countries',
    '/countries/stats',
    '/countries/{cc}',
    '/stats',
    '/audit',
    '/openapi.json',
    '/docs/guide',
    '/health',
    '/health/live',
    '/health/ready',
  ];
  for (const p of mine) t.ok(listed.has(`GET /api/v1${p}`), `GET ${p} is documented`);
  t.ok(Object.keys(spec.paths).length >= 25, 'at least 25 paths');

  // every route the app registered (but HEAD twins and hidden ones) appears, with tags and a summary
  for (const r of registered) {
    // routes that share a parametric segment under different names print as one node, ":b|:file"
    const path = pathsOf(r.url).find((p) => spec.paths[p]?.[r.method.toLowerCase()]) ?? r.url;
    const op = spec.paths[path]?.[r.method.toLowerCase()];
    t.ok(op, `${r.method} ${r.url} in the document`);
    if (!op) continue;
    t.ok(op.tags?.length, `${r.method} ${r.url} has tags`);
    t.ok(op.summary, `${r.method} ${r.url} has a summary`);
    t.ok(
      Object.keys(op.responses ?? {}).some((c) => /^[23]/.test(c)),
      `${r.method} ${r.url} documents success`,
    );
    const query = (op.parameters ?? []).filter((p: any) => p.in === 'query');
    const limit = query.find((p: any) => p.name === 'limit');
    const ok = op.responses?.['200']?.content?.['application/json']?.schema;
    const paged = JSON.stringify(ok ?? {}).includes('"offset"') || !!query.find((p: any) => p.name === 'offset');
    if (paged) {
      t.ok(limit, `${r.method} ${r.url} is a list and takes limit`);
      t.ok(limit?.schema?.maximum > 0 && limit.schema.maximum <= 500, `${r.method} ${r.url} limit has a maximum`);
    }
    if ((op.parameters ?? []).length && mine.some((p) => `/api/v1${p}` === path)) {
      const p400 = op.responses?.['400']?.content?.['application/problem+json']?.schema;
      t.ok(p400, `${r.method} ${r.url} documents 400 as problem+json`);
    }
  }
  t.ok(
    spec.components.schemas.Problem && spec.components.schemas.CodePage && spec.components.schemas.Translations,
    'shared schemas by name',
  );
  t.ok(
    spec.tags.some((x: any) => x.name === 'crosswalks'),
    'global tags',
  );

  // what generators trust: optional defaults, a bearer scheme, the guards' answers on every data route
  t.match(spec.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer' }, 'a bearer security scheme');
  t.same(spec.security[0], {}, 'anonymous calls allowed');
  const ops = Object.entries<any>(spec.paths).flatMap(([p, item]) =>
    Object.entries<any>(item).map(([m, op]) => ({ p, m, op })),
  );
  const defaulted = ops.flatMap(({ op }) => (op.parameters ?? []).filter((x: any) => x.schema?.default !== undefined));
  t.ok(defaulted.length >= 30, `${defaulted.length} parameters with a default`);
  t.notOk(
    defaulted.some((x: any) => x.required),
    'none of them required',
  );
  t.notOk(
    ops.some(({ op }) => Object.values<any>(op.responses).some((r) => r.description === 'Default Response')),
    'every response named',
  );
  const data = ops.filter(({ p }) => !/^\/api\/v1\/(health|docs|openapi)/.test(p) && !p.startsWith('/api/v1/auth'));
  t.ok(data.length >= 25, `${data.length} data operations`);
  for (const { p, m, op } of data) {
    const r = op.responses;
    const problem = (s: string) =>
      r[s]?.content?.['application/problem+json']?.schema?.$ref === '#/components/schemas/Problem';
    t.ok(problem('401') && problem('429') && problem('503'), `${m} ${p}: 401, 429 and 503 as problem+json`);
    t.ok(r['429']?.headers?.['retry-after'] && r['503']?.headers?.['retry-after'], `${m} ${p}: Retry-After`);
    const ok = Object.keys(r).find((s) => s.startsWith('2'))!;
    t.ok(r[ok].headers?.['x-ratelimit-remaining'] && r['429'].headers['x-ratelimit-limit'], `${m} ${p}: limit headers`);
  }
  const sysParam = spec.paths['/api/v1/systems/{id}'].get.parameters.find((x: any) => x.name === 'id');
  t.equal(sysParam.example, 'naics_2022', 'parameters carry sample-corpus examples');

  // the reference UI: swagger-ui with try-it, served from here, on this document
  const ui = await app.inject('/api/v1/docs');
  t.equal(ui.statusCode, 200);
  t.match(ui.headers['content-type'], /text\/html/);
  t.notMatch(ui.body, /https?:\/\//, 'no CDN: every file from this server');
  for (const src of ui.body.match(/(?<=src=")[^"]+/g) ?? []) {
    const file = await app.inject(src);
    t.equal(file.statusCode, 200, `${src} served`);
  }
  const init = await app.inject('/api/v1/docs/static/swagger-initializer.js');
  t.match(init.body, /tryItOutEnabled":\s*true/, 'try-it on by default');
  const uiSpec = await app.inject('/api/v1/docs/json');
  t.same(uiSpec.json().paths, spec.paths, 'the UI shows the same document');

  // the guide: keys, tiers, limit headers and the error catalogue (problem types link to its rows)
  const guide = await app.inject('/api/v1/docs/guide');
  t.equal(guide.statusCode, 200);
  t.match(guide.headers['content-type'], /text\/html/);
  t.notMatch(guide.body, /<script|https?:\/\/cdn/i, 'self-contained, no scripts or CDN');
  for (const h of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id'])
    t.ok(guide.body.includes(h), `the guide explains ${h}`);
  t.match(guide.body, /1,000,000 per 1 min, per client address/, "the deployment's anonymous limit");
  t.match(guide.body, /Authorization: Bearer txg_/, 'how to send a key');
  for (const code of Object.keys(ERRORS)) t.ok(guide.body.includes(`id="${errorAnchor(code)}"`), `guide lists ${code}`);
  const anchors = [...guide.body.matchAll(/id="(errors-[a-z-]+)"/g)].map((m) => m[1]);
  const known = new Set(Object.keys(ERRORS).map(errorAnchor));
  for (const a of anchors) t.ok(known.has(a), `guide anchor ${a} is in the catalogue`);
  const problem = (await app.inject('/api/v1/systems/nope')).json();
  t.match(problem.type, /^\/api\/v1\/docs\/guide#errors-/, 'a problem type links to the guide');
  t.ok(guide.body.includes(`id="${problem.type.split('#')[1]}"`), 'a problem type links to its guide row');
});

/** Method and full path of every route, from Fastify's printed route tree. */
/** The OpenAPI paths a printed route may stand for: each ":x|:y" segment is one of its names. */
function pathsOf(url: string): string[] {
  const alternatives = url.split('/').map((segment) => segment.split('|'));
  return alternatives
    .reduce<string[]>((paths, names) => paths.flatMap((p) => names.map((n) => `${p}/${n}`)), [''])
    .map((p) => p.slice(1).replace(/:(\w+)/g, '{$1}'));
}

function routesOf(tree: string): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (m[3]) for (const method of m[3].split(',').map((x) => x.trim())) out.push({ method, url: stack.join('') });
  }
  return out;
}
