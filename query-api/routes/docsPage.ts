import type { Config } from '../../platform/config.ts';
import type { ERRORS } from '../problem.ts';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (x: number) => x.toLocaleString('en-US');
const span = (ms: number) =>
  ms % 86_400_000 === 0 ? `${ms / 86_400_000} d` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`;

/** The anchor a problem's `type` points at: `errors-not-found-system` for NOT_FOUND_SYSTEM. */
export const errorAnchor = (code: string) => `errors-${code.toLowerCase().replace(/_/g, '-')}`;

/**
 * The guide at /api/v1/docs/guide (self-contained HTML, no script): API keys, the rate tiers with this
 * deployment's limits, the limit headers, and the error catalogue every problem's `type` links to.
 */
export function renderGuide(rates: Config['rates'], errors: typeof ERRORS): string {
  const w = span(rates.windowMs);
  const tiers = [
    ['anonymous (no credential)', `${n(rates.anon)} per ${w}, per client address`, ''],
    ['free (every new account)', `${n(rates.free)} per ${w}`, ''],
    ['pro', `${n(rates.pro)} per ${w}`, `${n(rates.proDaily)} per ${span(rates.dailyWindowMs)}`],
    ['enterprise', `${n(rates.enterprise)} per ${w}`, ''],
  ]
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('');
  const errorRows = Object.entries(errors)
    .map(
      ([code, e]) =>
        `<tr id="${errorAnchor(code)}"><td><code>${esc(code)}</code></td><td>${e.status}</td><td>${esc(e.title)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API guide: keys, tiers, limits and errors</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:900px;margin:2em auto;padding:0 1em;color:#222}
code{background:#f3f3f3;padding:0 .25em;border-radius:3px}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ddd;padding:.2em .5em;text-align:left;vertical-align:top}
</style></head><body><h1>API guide: keys, tiers, limits and errors</h1>
<p><a href="/api/v1/docs">API reference (try it)</a> · <a href="/api/v1/openapi.json">OpenAPI document</a> ·
<a href="#keys">keys</a> · <a href="#tiers">tiers</a> · <a href="#headers">limit headers</a> · <a href="#errors">errors</a></p>
<h2 id="keys">API keys</h2>
<p>Every read works without a credential, within the anonymous limit. For more, create an account and a key:
sign in at <a href="/login">/login</a> and issue keys at <a href="/developers/keys">/developers/keys</a>, or by API:
<code>POST /api/v1/auth/register</code> (or <code>/auth/login</code>) with <code>{"email", "password"}</code> returns a
JWT; <code>POST /api/v1/auth/keys</code> with <code>Authorization: Bearer &lt;JWT&gt;</code> and <code>{"name"}</code>
returns the key (<code>txg_</code> and 32 hex digits) <b>once</b>: only its hash is stored. List keys with
<code>GET /api/v1/auth/keys</code>, revoke one with <code>DELETE /api/v1/auth/keys/{id}</code> (refused everywhere
within seconds).</p>
<p>Send the key on every request as <code>Authorization: Bearer txg_…</code> (in the reference, "Authorize").
A malformed, unknown, expired or revoked credential is a <code>401</code>, never a silent fall-back to the anonymous
tier; when the credential cannot be checked (Redis down) the answer is <code>503</code> with <code>Retry-After</code>.
An API key reads data; managing keys takes the JWT or the web app's session.</p>
<h2 id="tiers">Tiers and limits</h2>
<p>Limits count requests per account (all its keys, its JWTs and its sessions together: more keys do not raise the
limit; per client address when anonymous), shared by every instance of the service. A new account is on the free tier; an operator changes it with
<code>taxonomy tier &lt;email&gt; &lt;tier&gt;</code>. This deployment's limits:</p>
<table><tr><th>tier</th><th>requests</th><th>daily cap</th></tr>${tiers}</table>
<h2 id="headers">Limit headers</h2>
<table><tr><th>header</th><th>on</th><th>meaning</th></tr>
<tr><td><code>X-RateLimit-Limit</code></td><td>every rate-limited response</td><td>requests allowed in the window for your tier</td></tr>
<tr><td><code>X-RateLimit-Remaining</code></td><td>every rate-limited response</td><td>requests left in the window</td></tr>
<tr><td><code>X-RateLimit-Reset</code></td><td>every rate-limited response</td><td>seconds until the window starts afresh</td></tr>
<tr><td><code>X-RateLimit-Daily-Limit</code>, <code>-Remaining</code>, <code>-Reset</code></td><td>tiers with a daily cap, once it nears</td><td>the same for the daily window</td></tr>
<tr><td><code>Retry-After</code></td><td>429 and 503</td><td>seconds to wait before retrying</td></tr>
<tr><td><code>X-Request-Id</code></td><td>every response</td><td>this request's id (yours, when you send a plain token); quote it when reporting a problem</td></tr>
</table>
<p>Over the limit, the answer is <code>429</code> problem+json with <code>Retry-After</code>: wait that long, do not
retry at once. Cacheable reads carry a weak <code>ETag</code> and <code>Cache-Control: public, max-age=60</code>; a
<code>304</code> to <code>If-None-Match</code> still counts as a request. Responses are compressed (brotli or gzip)
when you send <code>Accept-Encoding</code>.</p>
<h2 id="errors">Errors</h2><p>Every error is <code>application/problem+json</code> (RFC 9457): <code>type</code> (a link to
its row below), <code>title</code>, <code>status</code>, <code>detail</code>, and <code>parameter</code> when one
parameter is to blame; unknown systems and codes add <code>did_you_mean</code>.</p>
<table><tr><th>code</th><th>status</th><th>title</th></tr>${errorRows}</table></body></html>`;
}
