import { z } from 'zod';
import { code, limit, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireNode, requireSystem } from '../lookup.ts';
import { translateCode as translate } from '../../projections/equivalences/queries.ts';
import { renderTarget, targetOut, toTarget } from './translation.ts';

export const translateCode = defineTool({
  name: 'translate_code',
  config: {
    title: 'Translate a code into one system',
    description:
      'The codes of one target system that correspond to a source code: direct crosswalk links first; when there are none, links through one intermediate system (e.g. NAICS → ISIC → NACE), marked with `via` and the full path. ' +
      'Use it when you need a specific target system; for every system at once use translate_across_all_systems.',
    inputSchema: {
      source_system: systemId('System of the source code'),
      source_code: code('Code to translate'),
      target_system: systemId('System to translate into'),
      limit: limit(20, 100, 'matches'),
    },
    outputSchema: {
      source: z.object({ system_id: z.string(), code: z.string(), title: z.string() }),
      target_system: z.string(),
      found: z.boolean(),
      translation: targetOut.nullable().describe('null when no path of at most two edges exists'),
    },
  },
  async handler({ source_system, source_code, target_system, limit }, { db }) {
    const node = await requireNode(db, source_system, source_code);
    await requireSystem(db, target_system, 'target_system');
    if (target_system === source_system)
      throw new ToolError(
        `The target system is the source system; pick another target, or use get_siblings / browse_children within ${source_system}.`,
      );
    const res = (await translate(db, source_system, source_code, {
      max_hops: 2,
      max_systems: 500,
      max_matches: limit,
    }))!;
    const hit = res.systems.find((s) => s.system === target_system);
    const translation = hit ? toTarget(hit) : null;
    const source = { system_id: source_system, code: node.code, title: node.title };
    const text = translation
      ? `${source_system} ${node.code} (${node.title}) → ${translation.direct ? 'direct' : 'through an intermediate system'}:\n${renderTarget(translation, 20)}`
      : `No link from ${source_system} ${node.code} into ${target_system} within two steps. Try translate_across_all_systems to see which systems it reaches, or translate its parent (get_ancestors).`;
    return { data: { source, target_system, found: translation !== null, translation }, text };
  },
});
