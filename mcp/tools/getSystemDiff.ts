import { Type } from 'typebox';
import { diffSystems } from '../../projections/equivalences/queries.ts';
import { Diff, DiffLevel } from '../../projections/equivalences/shapes.ts';
import { limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

export const getSystemDiff = defineTool({
  name: 'get_system_diff',
  title: 'Unmapped codes between two systems',
  description:
    'Leaf codes (every code with level=all) of system A with no crosswalk edge to or from system B, and codes of B with none to or from A (in publication order, both paged alike). ' +
    'Use it to find the gaps of a crosswalk. Same answer as GET /api/v1/diff.',
  input: Type.Object({
    system_id_a: systemIdParam('First system'),
    system_id_b: systemIdParam('Second system'),
    limit: limitParam('codes per side'),
    offset: offsetParam(),
    level: Type.Optional(DiffLevel),
  }),
  output: Diff,
  async handler({ system_id_a, system_id_b, limit, offset, level }, { db }) {
    await requireSystems(db, [system_id_a], 'system_id_a');
    await requireSystems(db, [system_id_b], 'system_id_b');
    if (system_id_a === system_id_b) throw new ToolError('Pick two different systems to compare.');
    const d = await diffSystems(db, system_id_a, system_id_b, { limit, offset, level });
    const a = d.a_unmapped,
      b = d.b_unmapped;
    const text =
      `${a.total} ${d.level === 'all' ? 'codes' : 'leaf codes'} of ${system_id_a} have no link to ${system_id_b}; ${b.total} of ${system_id_b} have none to ${system_id_a}.\n` +
      `${system_id_a}:\n${lines(
        a.items.map((c) => `${c.code} ${c.title}`),
        15,
      )}\n${system_id_b}:\n${lines(
        b.items.map((c) => `${c.code} ${c.title}`),
        15,
      )}`;
    return { data: d, text };
  },
});
