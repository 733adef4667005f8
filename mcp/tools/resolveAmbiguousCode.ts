import { z } from 'zod';
import { code, limit, lines, nodeShape, offset, pageShape } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { nodesByCode } from '../../projections/catalog/queries.ts';

export const resolveAmbiguousCode = defineTool({
  name: 'resolve_ambiguous_code',
  config: {
    title: 'Which systems have this code',
    description:
      'Every system that has exactly this code, with the title it has there: use it when you have a bare code (e.g. "4923", "01", "A") and do not know its system. Paged: at most 500 per call.',
    inputSchema: { code: code('A bare code'), limit: limit(100, 500, 'systems'), offset: offset() },
    outputSchema: {
      code: z.string(),
      ...pageShape,
      matches: z.array(
        z.object({
          system_id: nodeShape.system_id,
          system_name: z.string(),
          code: nodeShape.code,
          title: nodeShape.title,
          level: nodeShape.level,
          parent_code: nodeShape.parent_code,
          is_leaf: nodeShape.is_leaf,
        }),
      ),
    },
  },
  async handler({ code, limit, offset }, { db }) {
    const page = await nodesByCode(db, code, { limit, offset });
    const matches = page.items.map((o) => ({
      system_id: o.system,
      system_name: o.system_name,
      code: o.code,
      title: o.title,
      level: o.level,
      parent_code: o.parent,
      is_leaf: o.leaf,
    }));
    const text = matches.length
      ? `Code ${code} exists in ${page.total} systems:\n${lines(matches.map((m) => `${m.system_id}: ${m.title}`))}`
      : `No system has code '${code}' exactly. Try search_classifications with the code (it also matches code prefixes and spellings with other punctuation).`;
    return {
      data: { code, total: page.total, limit, offset, truncated: offset + matches.length < page.total, matches },
      text,
    };
  },
});
