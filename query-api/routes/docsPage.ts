import type { ERRORS } from '../problem.ts';

type Json = Record<string, any>;
const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The anchor a problem's `type` points at: `errors-not-found-system` for NOT_FOUND_SYSTEM. */
export const errorAnchor = (code: string) => `errors-${code.toLowerCase().replace(/_/g, '-')}`;

function typeOf(s: Json | undefined): string {
  if (!s) return '';
  if (s.$ref) return String(s.$ref).replace('#/components/schemas/', '');
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf).map(typeOf).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const bounds = [
    s.minimum !== undefined && `min ${s.minimum}`,
    s.maximum !== undefined && `max ${s.maximum}`,
    s.maxLength !== undefined && `max length ${s.maxLength}`,
  ].filter(Boolean);
  return `${Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object')}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

function operation(path: string, method: string, op: Json): string {
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const params = (op.parameters ?? [])
    .map(
      (p: Json) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(typeOf(p.schema))}</td>` +
        `<td>${p.required ? 'yes' : ''}</td><td>${esc(p.schema?.default ?? '')}</td><td>${esc(p.description ?? p.schema?.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]: [string, any]) => {
      const content = Object.entries(r.content ?? {})
        .map(([type, c]: [string, any]) => `${esc(type)}: <code>${esc(typeOf(c.schema))}</code>`)
        .join('; ');
      return `<li><b>${esc(status)}</b> ${esc(r.description ?? '')}${content ? ` (${content})` : ''}</li>`;
    })
    .join('');
  return (
    `<section class="op" id="${esc(id)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>` +
    `<p>${esc(op.summary ?? '')}</p>${op.description ? `<p class="d">${esc(op.description)}</p>` : ''}` +
    (params
      ? `<table><tr><th>parameter</th><th>in</th><th>type</th><th>required</th><th>default</th><th>about</th></tr>${params}</table>`
      : '') +
    `<ul>${responses}</ul></section>`
  );
}

function schemas(components: Json): string {
  return Object.entries(components ?? {})
    .map(([name, s]: [string, any]) => {
      const props = Object.entries(s.properties ?? {})
        .map(([k, v]) => `<code>${esc(k)}</code>: ${esc(typeOf(v as Json))}`)
        .join(', ');
      return `<li id="schema-${esc(name)}"><b>${esc(name)}</b>${s.description ? ` (${esc(s.description)})` : ''}: ${props}</li>`;
    })
    .join('');
}

/** Renders the whole page: operations grouped by tag, shared schemas, and the error catalogue. */
export function renderDocs(spec: Json, errors: typeof ERRORS): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(spec.paths ?? {}) as [string, Json][]) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, m, op)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' · ');
  const body = [...byTag.entries()].map(([t, ops]) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${ops.join('')}`).join('');
  const errorRows = Object.entries(errors)
    .map(
      ([code, e]) =>
        `<tr id="${errorAnchor(code)}"><td><code>${esc(code)}</code></td><td>${e.status}</td><td>${esc(e.title)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(spec.info?.title)} — docs</title><style>
body{font:15px/1.45 system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
code{background:#f3f3f3;padding:0 .25em;border-radius:3px}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ddd;padding:.2em .5em;text-align:left;vertical-align:top}.op{border-top:1px solid #eee;padding:.3em 0}
.m{display:inline-block;min-width:3.5em;color:#fff;background:#2a6;border-radius:3px;text-align:center;font-size:.8em}.d{color:#555}
</style></head><body><h1>${esc(spec.info?.title)}</h1><p>${esc(spec.info?.description)}</p>
<p>Version ${esc(spec.info?.version)} · OpenAPI ${esc(spec.openapi)} document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p>
<p>Lists take <code>limit</code> (default 50, at most 500; more is a 400) and <code>offset</code>, and answer with <code>total</code>.
Codes go URL-encoded in paths (<code>A%2FB</code> for <code>A/B</code>). Cacheable reads carry a weak <code>ETag</code> and
<code>Cache-Control: public, max-age=60</code>; send <code>If-None-Match</code> for a 304.</p>
<nav>${toc} · <a href="#schemas">schemas</a> · <a href="#errors">errors</a></nav>${body}
<h2 id="schemas">Schemas</h2><ul>${schemas(spec.components?.schemas)}</ul>
<h2 id="errors">Errors</h2><p>Every error is <code>application/problem+json</code>: <code>type</code> (a link to its row below), <code>title</code>,
<code>status</code>, <code>detail</code>, and <code>parameter</code> when one parameter is to blame.</p>
<table><tr><th>code</th><th>status</th><th>title</th></tr>${errorRows}</table></body></html>`;
}
