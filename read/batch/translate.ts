import type { Queryable } from '../../platform/db.ts';
import { mapLimit } from '../../platform/mapLimit.ts';
import { DISCLAIMER } from '../../projections/disclaimer.ts';
import { translateCode } from '../../projections/equivalences/translations.ts';
import { unknownCode, unknownSystem } from './lookup.ts';
import type { BatchTranslate, CodeItem, TranslateItem } from './shapes.ts';

/** Items translated at once (each a few prepared statements on the pool). */
const CONCURRENCY = 4;

/**
 * Many codes carried into one or more target systems at once: each item is the translation GET
 * /systems/{id}/nodes/{code}/translations gives (translateCode, the one entry function: direct edges
 * first, through the hierarchy and intermediate systems when those are what reaches a target), kept
 * to the target systems, in their order, at most `maxMatches` codes per item and target.
 */
export async function batchTranslate(
  db: Queryable,
  items: CodeItem[],
  targets: string[],
  maxMatches: number,
): Promise<BatchTranslate> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM systems WHERE id = ANY($1::text[])', [
    [...new Set(items.map((i) => i.system))],
  ]);
  const known = new Set(rows.map((r) => r.id));
  const order = new Map(targets.map((t, i) => [t, i]));
  const out = await mapLimit(items, CONCURRENCY, async (item, index): Promise<TranslateItem> => {
    const base = { index, system: item.system, code: item.code };
    if (!known.has(item.system)) return { ...base, error: unknownSystem(item.system) };
    const r = await translateCode(db, item.system, item.code, {
      targets,
      max_systems: targets.length,
      max_matches: maxMatches,
    });
    if (!r) return { ...base, error: unknownCode(item.system, item.code) };
    const systems = [...r.systems].sort((a, b) => order.get(a.system)! - order.get(b.system)!);
    return {
      ...base,
      title: r.source.title,
      matches: systems.flatMap((s) =>
        s.matches.map(({ code, title, match_type, provenance, derived, coverage }) => ({
          system: s.system,
          code,
          title,
          match_type,
          provenance,
          ...(derived && { derived }),
          ...(coverage && { coverage }),
        })),
      ),
    };
  });
  return { targets, items: out, total: out.length, errors: out.filter((i) => i.error).length, disclaimer: DISCLAIMER };
}
