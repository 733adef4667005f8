import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { Queryable } from '../platform/db.ts';
import { getSystem, listSystems, lookUpCode, type SystemSummary } from '../projections/catalog/queries.ts';
import { globalStats, auditProvenance } from '../read/stats/queries.ts';
import { matchTypeCounts, systemPairCounts } from './queries.ts';
import type { McpDeps } from './deps.ts';
import { getGuide, guideUri, listGuides } from './guides.ts';
import { codeNotFound } from './lookup.ts';

/**
 * Resources: taxonomy://systems, taxonomy://stats, and the templates taxonomy://wiki/{slug}
 * (guide pages, listed), taxonomy://systems/{id} and taxonomy://nodes/{system}/{code} (codes
 * URL-encoded, e.g. taxonomy://nodes/patent_cpc/A01B%201%2F00).
 */

const json = (uri: URL, data: unknown): ReadResourceResult => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(data, null, 1) }],
});

const one = (v: string | string[] | undefined): string =>
  decodeURIComponent(Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** Unknown ids in a resource URI are a protocol error (resources have no isError); the message names the next step. */
const notFound = (msg: string) => new McpError(ErrorCode.InvalidParams, msg);

/** Every system, compact (pages through the catalog; the catalog is ~1,000 systems). */
export async function allSystems(db: Queryable): Promise<SystemSummary[]> {
  const out: SystemSummary[] = [];
  for (let offset = 0; offset < 100_000; offset += 500) {
    const page = await listSystems(db, { limit: 500, offset });
    out.push(...page.items);
    if (out.length >= page.total || page.items.length === 0) break;
  }
  return out;
}

export async function statsPayload(db: Queryable) {
  const [stats, audit, byType, pairs] = await Promise.all([
    globalStats(db),
    auditProvenance(db),
    matchTypeCounts(db),
    systemPairCounts(db, null),
  ]);
  return { ...stats, equivalences_by_match_type: byType, system_pairs: pairs.length, kinds: audit.kinds };
}

export function registerResources(server: McpServer, deps: McpDeps): void {
  const { db } = deps;
  server.registerResource(
    'systems',
    'taxonomy://systems',
    {
      title: 'All classification systems',
      description:
        'Every system with id, name, kind, region, authority, node and leaf counts, licence and provenance (JSON).',
      mimeType: 'application/json',
    },
    async (uri) => {
      const systems = await allSystems(db);
      return json(uri, {
        total: systems.length,
        systems: systems.map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind,
          region: s.region,
          authority: s.authority,
          node_count: s.node_count,
          leaf_count: s.leaf_count,
          license: s.license,
          provenance: s.provenance,
        })),
      });
    },
  );

  server.registerResource(
    'stats',
    'taxonomy://stats',
    {
      title: 'Corpus statistics',
      description:
        'Totals: systems, codes, leaves, crosswalk edges (by match type), countries, systems per kind, last ingestion (JSON).',
      mimeType: 'application/json',
    },
    async (uri) => json(uri, await statsPayload(db)),
  );

  server.registerResource(
    'wiki',
    new ResourceTemplate('taxonomy://wiki/{slug}', {
      list: async () => ({
        resources: listGuides().map((g) => ({
          uri: guideUri(g.slug),
          name: g.slug,
          title: g.title,
          description: g.summary,
          mimeType: 'text/markdown',
        })),
      }),
      complete: {
        slug: (value) =>
          listGuides()
            .map((g) => g.slug)
            .filter((s) => s.startsWith(value)),
      },
    }),
    {
      title: 'Guide pages',
      description:
        'Short guides for agents: getting started, crosswalks and match types, domain vs standard systems, industry/occupation/trade/medical overviews, country profiles.',
      mimeType: 'text/markdown',
    },
    async (uri, vars) => {
      const slug = one(vars.slug);
      const guide = getGuide(slug);
      if (!guide)
        throw notFound(
          `No guide '${slug}'. Guides: ${listGuides()
            .map((g) => g.slug)
            .join(', ')}.`,
        );
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: guide.text }] };
    },
  );

  server.registerResource(
    'system',
    new ResourceTemplate('taxonomy://systems/{id}', { list: undefined }),
    {
      title: 'One classification system',
      description:
        "A system's metadata, provenance, node counts per level and its top-level codes (first 100), e.g. taxonomy://systems/naics_2022.",
      mimeType: 'application/json',
    },
    async (uri, vars) => {
      const id = one(vars.id);
      const system = await getSystem(db, id, { limit: 100 });
      if (!system)
        throw notFound(`Unknown system '${id}'. Read taxonomy://systems or call list_classification_systems for ids.`);
      return json(uri, system);
    },
  );

  server.registerResource(
    'node',
    new ResourceTemplate('taxonomy://nodes/{system}/{code}', { list: undefined }),
    {
      title: 'One code',
      description:
        'A code with its description, ancestors (root first) and first 500 children, as GET /api/v1/systems/{id}/nodes/{code}?include=ancestors,children answers, e.g. taxonomy://nodes/naics_2022/484. URL-encode codes containing "/" or spaces.',
      mimeType: 'application/json',
    },
    async (uri, vars) => {
      const system = one(vars.system),
        code = one(vars.code);
      const node = await lookUpCode(db, system, code, ['ancestors', 'children']);
      if (!node) throw notFound((await codeNotFound(db, system, code)).message);
      return json(uri, node);
    },
  );
}
