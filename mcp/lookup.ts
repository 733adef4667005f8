import type { Queryable } from '../platform/db.ts';
import {
  getNode,
  listChildren,
  listSystems,
  nodesByCode,
  systemExists,
  type NodeDetail,
} from '../projections/catalog/queries.ts';
import { ToolError } from './tool.ts';

/**
 * Lookups every tool shares, turning "not found" into a ToolError that names the next step:
 * similar system ids for an unknown system, the closest codes for an unknown code.
 */

/** Throws unless the system exists; the message lists similar ids. */
export async function requireSystem(db: Queryable, id: string, param = 'system_id'): Promise<void> {
  if (await systemExists(db, id)) return;
  const similar = await similarSystems(db, id);
  throw new ToolError(
    `Unknown ${param} '${id}'.${similar.length ? ` Did you mean: ${similar.join(', ')}?` : ''} Call list_classification_systems or search_systems to find system ids.`,
  );
}

export async function similarSystems(db: Queryable, id: string): Promise<string[]> {
  const stem = id.split(/[_\s-]+/).find((p) => p.length >= 2) ?? id;
  const page = await listSystems(db, { q: stem, limit: 5 });
  return page.items.map((s) => s.id);
}

/** The node, or a ToolError naming the closest codes in that system and the systems that do have this code. */
export async function requireNode(db: Queryable, system: string, code: string): Promise<NodeDetail> {
  const node = await getNode(db, system, code);
  if (node) return node;
  await requireSystem(db, system);
  const closest = await closestCodes(db, system, code);
  const elsewhere = (await nodesByCode(db, code, { limit: 5 })).items.map((o) => o.system);
  const parts = [`Code '${code}' is not in ${system}.`];
  if (closest.length)
    parts.push(`Closest codes in ${system}: ${closest.map((c) => `${c.code} (${c.title})`).join('; ')}.`);
  if (elsewhere.length) parts.push(`Systems that do have code '${code}': ${elsewhere.join(', ')}.`);
  parts.push(
    `Try search_classifications with system_ids ["${system}"] and a word or code prefix, or get_sector_overview to browse from the top.`,
  );
  throw new ToolError(parts.join(' '));
}

/**
 * Closest existing codes by shared prefix: the longest prefix of `code` that is a code of the
 * system, and its first children (point lookups on the primary key, no scan).
 */
export async function closestCodes(
  db: Queryable,
  system: string,
  code: string,
  max = 5,
): Promise<{ code: string; title: string }[]> {
  const variants = new Set([code.trim(), code.trim().toUpperCase(), code.trim().toLowerCase()]);
  for (const v of variants) {
    for (let n = Math.min(v.length, 16); n >= 1; n--) {
      const prefix = v.slice(0, n);
      const node = await getNode(db, system, prefix);
      if (!node) continue;
      const kids = await listChildren(db, system, prefix, { limit: max - 1 });
      return [
        { code: node.code, title: node.title },
        ...(kids?.items ?? []).map((k) => ({ code: k.code, title: k.title })),
      ].slice(0, max);
    }
  }
  return [];
}
