import { packageVersion } from '../../platform/version.ts';
import type { Queryable } from '../../platform/db.ts';
import { MAJOR_SYSTEMS } from '../../projections/classify/priority.ts';
import type { Manifest } from './shapes.ts';

const DEFAULT_TYPES_MAX = 30;

/** The service manifest: where views, previews, suggest and extend live under `base` (the service's origin). */
export async function manifest(db: Queryable, base: string): Promise<Manifest> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM systems WHERE id = ANY($1::text[]) OR kind = 'standard'
      ORDER BY id = ANY($1::text[]) DESC, node_count DESC, id LIMIT $2`,
    [[...MAJOR_SYSTEMS], DEFAULT_TYPES_MAX],
  );
  const api = `${base}/api/v1/reconcile`;
  return {
    versions: ['0.2'],
    name: 'Classification knowledge graph',
    identifierSpace: `${base}/explore/`,
    schemaSpace: `${base}/api/v1/systems/`,
    documentation: `${base}/api/v1/docs`,
    serviceVersion: packageVersion(),
    defaultTypes: rows.map((r) => ({ id: r.id, name: r.name })),
    view: { url: `${base}/explore/{{id}}` },
    preview: { url: `${base}/explore/{{id}}`, width: 480, height: 320 },
    suggest: {
      entity: { service_url: api, service_path: '/suggest/entity' },
      type: { service_url: api, service_path: '/suggest/type' },
      property: { service_url: api, service_path: '/suggest/property' },
    },
    extend: { propose_properties: { service_url: api, service_path: '/properties' }, property_settings: [] },
  };
}
