import { Type } from 'typebox';
import { listEquivalences } from '../../projections/equivalences/queries.ts';
import { EquivalenceList } from '../../projections/equivalences/shapes.ts';
import { codeParam, limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound, requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const getEquivalences = defineTool({
  name: 'get_equivalences',
  title: 'Direct crosswalk links of a code',
  description:
    "Every crosswalk edge of one code, in both directions, with the other side's title and the match type (exact, partial, broad, narrow). " +
    'Direct links only; for links through an intermediate system use translate_code or translate_across_all_systems. Paged (items, total). ' +
    'Same answer as GET /api/v1/systems/{id}/nodes/{code}/equivalences.',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    target_system: Type.Optional(systemIdParam('Only links into this system')),
    limit: limitParam('links'),
    offset: offsetParam(),
  }),
  output: EquivalenceList,
  async handler({ system_id, code, target_system, limit, offset }, { db }) {
    if (target_system) await requireSystems(db, [target_system], 'target_system');
    const list = await listEquivalences(db, system_id, code, { limit, offset, target_system });
    if (!list) throw await codeNotFound(db, system_id, code);
    const src = list.source;
    const text = list.items.length
      ? `${list.total} direct links of ${system_id} ${src.code} (${src.title}):\n${lines(list.items.map((e) => `${e.match_type.padEnd(7)} ${e.system} ${e.code} ${e.title ?? ''}`))}`
      : `${system_id} ${src.code} (${src.title}) has no direct crosswalk links${target_system ? ` into ${target_system}` : ''}. Try translate_across_all_systems (links through an intermediate system) or get_ancestors and look up the parent.`;
    return { data: list, text };
  },
});
