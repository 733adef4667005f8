import { z } from 'zod';
import { code, limit, lines, offset, pageShape, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireNode, requireSystem } from '../lookup.ts';
import { getNode, nodeHistory } from '../../projections/catalog/queries.ts';

export const getCodeHistory = defineTool({
  name: 'get_code_history',
  config: {
    title: 'History of a code',
    description:
      'What happened to a code in each ingested release: added, changed (which fields) or removed, with the release and time, oldest first. ' +
      'Works for removed codes too. Use it to check whether a code is current or was retitled. Paged: at most 500 per call.',
    inputSchema: { system_id: systemId(), code: code(), limit: limit(50, 500, 'history entries'), offset: offset() },
    outputSchema: {
      system_id: z.string(),
      code: z.string(),
      current: z.boolean().describe('True when the code exists in the current release'),
      ...pageShape,
      entries: z.array(
        z.object({
          change: z.enum(['added', 'changed', 'removed']),
          release: z.string().nullable(),
          ingestion_id: z.string().nullable(),
          fields: z.array(z.string()).nullable().describe('For "changed": which fields changed'),
          title: z.string().nullable().describe('Title after the change (before it, for "removed")'),
          at: z.string().describe('When the change was recorded (ISO 8601)'),
        }),
      ),
    },
  },
  async handler({ system_id, code, limit, offset }, { db }) {
    await requireSystem(db, system_id);
    const page = await nodeHistory(db, system_id, code, { limit, offset });
    if (!page) {
      await requireNode(db, system_id, code);
      throw new ToolError(`No history for ${system_id} ${code}.`);
    }
    const current = (await getNode(db, system_id, code)) !== null;
    const entries = page.items.map((e) => ({
      change: e.change,
      release: e.release,
      ingestion_id: e.ingestion_id,
      fields: e.fields,
      title: e.title,
      at: e.at,
    }));
    const text =
      `${system_id} ${code} (${current ? 'current' : 'no longer in the current release'}): ${page.total} recorded changes\n` +
      lines(
        entries.map(
          (e) =>
            `${e.at.slice(0, 10)} ${e.change}${e.fields?.length ? ` (${e.fields.join(', ')})` : ''}${e.release ? ` in release ${e.release}` : ''}${e.title ? `: ${e.title}` : ''}`,
        ),
      );
    return {
      data: {
        system_id,
        code,
        current,
        total: page.total,
        limit,
        offset,
        truncated: offset + entries.length < page.total,
        entries,
      },
      text,
    };
  },
});
