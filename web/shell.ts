import type { PageHead } from './pageHead.ts';

/** Puts a page's head into the app's shell (web/dist/index.html): title, description, canonical link, robots, Open Graph. */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/json"> block: never closes the element early. */
const jsonBlock = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * `data`: the page's own content (guides); `site`: what every page may read without asking the API
 * (system names, the home page's figures; siteData.ts).
 */
export function renderShell(shell: string, head: PageHead, origin: string, data?: unknown, site?: unknown): string {
  const canonical = head.canonical ? origin + head.canonical : undefined;
  const tags = [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    canonical ? `<link rel="canonical" href="${esc(canonical)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.status === 404 ? '<meta name="x-page-status" content="404" />' : '', // the app shows not-found without asking the API
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    canonical ? `<meta property="og:url" content="${esc(canonical)}" />` : '',
    '<meta property="og:type" content="website" />',
    data === undefined ? '' : `<script type="application/json" id="page-data">${jsonBlock(data)}</script>`,
    site === undefined ? '' : `<script type="application/json" id="site-data">${jsonBlock(site)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
