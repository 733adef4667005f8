import { z } from 'zod';
import { limit, lines, offset, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { diffSystems } from '../../projections/equivalences/queries.ts';

const unmapped = z.object({
  total: z.number().int().describe('Codes without any edge to the other system'),
  codes: z.array(z.object({ code: z.string(), title: z.string(), level: z.number().int(), is_leaf: z.boolean() })),
});

export const getSystemDiff = defineTool({
  name: 'get_system_diff',
  config: {
    title: 'Unmapped codes between two systems',
    description:
      'Codes of system A with no crosswalk edge to or from system B, and codes of B with none to or from A (in publication order, both paged alike). ' +
      'Use it to find the gaps of a crosswalk. Paged: at most 500 codes per side per call.',
    inputSchema: {
      system_id_a: systemId('First system'),
      system_id_b: systemId('Second system'),
      limit: limit(50, 500, 'codes per side'),
      offset: offset(),
    },
    outputSchema: {
      system_id_a: z.string(),
      system_id_b: z.string(),
      limit: z.number().int(),
      offset: z.number().int(),
      a_unmapped: unmapped,
      b_unmapped: unmapped,
    },
  },
  async handler({ system_id_a, system_id_b, limit, offset }, { db }) {
    await requireSystem(db, system_id_a, 'system_id_a');
    await requireSystem(db, system_id_b, 'system_id_b');
    if (system_id_a === system_id_b) throw new ToolError('Pick two different systems to compare.');
    const d = await diffSystems(db, system_id_a, system_id_b, { limit, offset });
    const side = (u: typeof d.a_unmapped) => ({
      total: u.total,
      codes: u.items.map((c) => ({ code: c.code, title: c.title, level: c.level, is_leaf: c.leaf })),
    });
    const a = side(d.a_unmapped),
      b = side(d.b_unmapped);
    const text =
      `${a.total} codes of ${system_id_a} have no link to ${system_id_b}; ${b.total} codes of ${system_id_b} have none to ${system_id_a}.\n` +
      `${system_id_a}:\n${lines(
        a.codes.map((c) => `${c.code} ${c.title}`),
        15,
      )}\n${system_id_b}:\n${lines(
        b.codes.map((c) => `${c.code} ${c.title}`),
        15,
      )}`;
    return { data: { system_id_a, system_id_b, limit, offset, a_unmapped: a, b_unmapped: b }, text };
  },
});
