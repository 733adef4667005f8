import type { Queryable } from '../../platform/db.ts';
import { InputError } from '../../platform/inputError.ts';
import { batchTranslate } from '../batch/translate.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { entityId, parseEntityId, type ExtendResult, type ProposedProperties } from './shapes.ts';

/** The properties every code has; `translation:{system}` adds its codes in another system. */
export const PROPERTIES = [
  { id: 'title', name: 'Title', description: 'The code’s title' },
  { id: 'description', name: 'Description', description: 'The code’s description, where published' },
  { id: 'code', name: 'Code', description: 'The code itself' },
  { id: 'parent', name: 'Parent', description: 'The parent code (an entity)' },
  { id: 'level', name: 'Level', description: 'Depth in the hierarchy, 1 = top level' },
];
const TRANSLATION = 'translation:';
const TRANSLATIONS_PER_CODE = 20;

/** Properties to offer for a type: the fixed ones, then a translation into each system its crosswalks reach. */
export async function proposeProperties(db: Queryable, type: string, limit: number): Promise<ProposedProperties> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT s.id, s.name FROM systems s
      WHERE s.id IN (SELECT DISTINCT target_system FROM equivalences WHERE source_system = $1
                     UNION SELECT DISTINCT source_system FROM equivalences WHERE target_system = $1)
      ORDER BY s.node_count DESC, s.id LIMIT $2`,
    [type, limit],
  );
  const translations = rows.map((r) => ({
    id: `${TRANSLATION}${r.id}`,
    name: `${r.name} code`,
    description: `Codes of ${r.name} its translation reaches (direct edges first, a group through its descendants)`,
  }));
  return { type, properties: [...PROPERTIES, ...translations].slice(0, limit), limit };
}

/** Values of the asked properties for each entity id (unknown ids get an empty row): two queries in all. */
export async function extend(db: Queryable, ids: string[], properties: { id: string }[]): Promise<ExtendResult> {
  if (ids.length > LIMITS.batchMax) throw new InputError(`at most ${LIMITS.batchMax} ids per request`, 'extend');
  // each property once (a repeated one answered again is only more bytes), and a bounded number of them
  const props = [...new Set(properties.map((p) => p.id))];
  if (props.length > LIMITS.extendPropertiesMax)
    throw new InputError(`at most ${LIMITS.extendPropertiesMax} distinct properties per request`, 'extend');
  const bad = props.filter((p) => !PROPERTIES.some((x) => x.id === p) && !p.startsWith(TRANSLATION));
  if (bad.length) throw new InputError(`unknown property: ${bad.slice(0, 5).join(', ')}`, 'extend');
  const targets = props.filter((p) => p.startsWith(TRANSLATION)).map((p) => p.slice(TRANSLATION.length));
  const refs = ids.map((id) => parseEntityId(id) ?? { system: '', code: id });
  const [nodes, names, translated] = await Promise.all([
    db.query(
      `SELECT q.i - 1 AS i, n.title, n.description, n.code, n.parent, p.title AS parent_title, n.level
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(s, c, i)
         JOIN nodes n ON n.system = q.s AND n.code = q.c LEFT JOIN nodes p ON p.system = n.system AND p.code = n.parent`,
      [refs.map((r) => r.system), refs.map((r) => r.code)],
    ),
    db.query<{ id: string; name: string }>(`SELECT id, name FROM systems WHERE id = ANY($1)`, [targets]),
    targets.length ? batchTranslate(db, refs, targets, TRANSLATIONS_PER_CODE) : null,
  ]);
  const systemName = new Map(names.rows.map((r) => [r.id, r.name]));
  const unknown = targets.filter((t) => !systemName.has(t));
  if (unknown.length) throw new InputError(`unknown system in property: ${unknown.slice(0, 5).join(', ')}`, 'extend');
  const rows: ExtendResult['rows'] = Object.fromEntries(ids.map((id) => [id, {}]));
  for (const n of nodes.rows) {
    const id = ids[Number(n.i)];
    const { system } = refs[Number(n.i)];
    const row: ExtendResult['rows'][string] = {};
    for (const p of props) {
      if (p === 'title' || p === 'code') row[p] = [{ str: n[p] }];
      else if (p === 'description') row[p] = n.description ? [{ str: n.description }] : [];
      else if (p === 'level') row[p] = [{ int: n.level }];
      else if (p === 'parent')
        row[p] = n.parent ? [{ id: entityId(system, n.parent), name: n.parent_title ?? n.parent }] : [];
      else {
        const target = p.slice(TRANSLATION.length);
        const item = translated!.items[Number(n.i)];
        row[p] = (item.matches ?? [])
          .filter((m) => m.system === target)
          .map((m) => ({ id: entityId(m.system, m.code), name: m.title ?? m.code }));
      }
    }
    rows[id] = row;
  }
  const meta = props.map((p) => {
    const fixed = PROPERTIES.find((x) => x.id === p);
    if (fixed) return p === 'parent' ? { id: p, name: fixed.name } : { id: p, name: fixed.name };
    const t = p.slice(TRANSLATION.length);
    return { id: p, name: `${systemName.get(t)} code`, type: { id: t, name: systemName.get(t)! } };
  });
  return { meta, rows };
}
