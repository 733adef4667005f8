import { z } from 'zod';
import { code, limit, lines, matchType, offset, pageShape, systemId } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode, requireSystem } from '../lookup.ts';
import { listEquivalences } from '../../projections/equivalences/queries.ts';

export const equivalenceOut = z.object({
  system_id: z.string(),
  system_name: z.string().nullable(),
  code: z.string(),
  title: z.string().nullable(),
  match_type: matchType,
  direction: z
    .enum(['outgoing', 'incoming', 'both'])
    .describe('outgoing: edge stored from the source code; incoming: stored towards it; both: stored both ways'),
});
const DIR = { out: 'outgoing', in: 'incoming', both: 'both' } as const;

export const getEquivalences = defineTool({
  name: 'get_equivalences',
  config: {
    title: 'Direct crosswalk links of a code',
    description:
      "Every crosswalk edge of one code, in both directions, with the other side's title and the match type (exact, partial, broad, narrow). " +
      'Direct links only; for links through an intermediate system use translate_code or translate_across_all_systems. Paged: at most 500 per call.',
    inputSchema: {
      system_id: systemId(),
      code: code(),
      target_system: systemId('Only links into this system').optional(),
      limit: limit(100, 500, 'links'),
      offset: offset(),
    },
    outputSchema: {
      source: z.object({ system_id: z.string(), code: z.string(), title: z.string() }),
      ...pageShape,
      equivalences: z.array(equivalenceOut),
    },
  },
  async handler({ system_id, code, target_system, limit, offset }, { db }) {
    await requireNode(db, system_id, code);
    if (target_system) await requireSystem(db, target_system, 'target_system');
    const list = (await listEquivalences(db, system_id, code, { limit, offset, target_system }))!;
    const equivalences = list.items.map((e) => ({
      system_id: e.system,
      system_name: e.system_name,
      code: e.code,
      title: e.title,
      match_type: e.match_type as z.infer<typeof matchType>,
      direction: DIR[e.direction],
    }));
    const src = list.source;
    const text = equivalences.length
      ? `${list.total} direct links of ${system_id} ${src.code} (${src.title}):\n${lines(equivalences.map((e) => `${e.match_type.padEnd(7)} ${e.system_id} ${e.code} ${e.title ?? ''}`))}`
      : `${system_id} ${src.code} (${src.title}) has no direct crosswalk links${target_system ? ` into ${target_system}` : ''}. Try translate_across_all_systems (links through an intermediate system) or get_ancestors and look up the parent.`;
    return {
      data: {
        source: { system_id, code: src.code, title: src.title },
        total: list.total,
        limit,
        offset,
        truncated: offset + equivalences.length < list.total,
        equivalences,
      },
      text,
    };
  },
});
