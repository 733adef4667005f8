import { z } from 'zod';
import { code, limit, lines, systemId } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { translateCode } from '../../projections/equivalences/queries.ts';
import { renderTarget, targetOut, toTarget } from './translation.ts';

export const translateAcrossAllSystems = defineTool({
  name: 'translate_across_all_systems',
  config: {
    title: 'Translate a code into every connected system',
    description:
      'Every system a code connects to, in one result: direct links first, then systems reached through one intermediate system (marked with `via` and the path); never loops back. ' +
      'Use it to see the whole picture of a code across standards. At most 100 systems and `max_matches` codes per system.',
    inputSchema: { system_id: systemId(), code: code(), max_matches: limit(10, 50, 'codes per target system') },
    outputSchema: {
      source: z.object({ system_id: z.string(), code: z.string(), title: z.string() }),
      total_systems: z.number().int(),
      direct_systems: z.number().int(),
      truncated: z.boolean().describe('True when the search stopped at a bound'),
      targets: z.array(targetOut),
    },
  },
  async handler({ system_id, code, max_matches }, { db }) {
    const node = await requireNode(db, system_id, code);
    const res = (await translateCode(db, system_id, code, { max_hops: 2, max_systems: 100, max_matches }))!;
    const targets = res.systems.map(toTarget);
    const direct = targets.filter((t) => t.direct).length;
    const text = targets.length
      ? `${system_id} ${node.code} (${node.title}) reaches ${res.total_systems} systems (${direct} directly):\n${lines(
          targets.map((t) => renderTarget(t, 3)),
          30,
        )}`
      : `${system_id} ${node.code} (${node.title}) has no crosswalk links. Try its parent (get_ancestors) or search_classifications for the same concept in another system.`;
    return {
      data: {
        source: { system_id, code: node.code, title: node.title },
        total_systems: res.total_systems,
        direct_systems: direct,
        truncated: res.truncated,
        targets,
      },
      text,
    };
  },
});
