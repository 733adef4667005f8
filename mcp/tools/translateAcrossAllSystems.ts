import { Type } from 'typebox';
import { TRANSLATION_DEFAULTS } from '../../projections/equivalences/translations.ts';
import { translationBody, translationsOf } from '../../read/translations.ts';
import { Translations } from '../../projections/equivalences/shapes.ts';
import { codeParam, includeDomainParam, maxMatchesParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { lines, renderTarget } from '../text.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const translateAcrossAllSystems = defineTool({
  name: 'translate_across_all_systems',
  title: 'Translate a code into every connected system',
  description:
    "Every system a code connects to, in one result: direct links first, a group code through its descendants' links (with how many of its leaves reach each code), then systems reached through one intermediate system (marked with `via` and the path); never loops back. " +
    `Use it to see the whole picture of a code across standards. At most ${TRANSLATION_DEFAULTS.max_systems} systems. Same answer as GET /api/v1/systems/{id}/nodes/{code}/translations.`,
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    max_matches: maxMatchesParam(TRANSLATION_DEFAULTS.max_matches),
    include: includeDomainParam(),
  }),
  output: Translations,
  async handler({ system_id, code, max_matches, include }, { db }) {
    const answer = await translationsOf(db, system_id, code, { max_matches, include_domain: include === 'domain' });
    if (!answer) throw await codeNotFound(db, system_id, code);
    const res = translationBody(answer);
    const { source } = res;
    const direct = res.systems.filter((t) => t.direct).length;
    const text = res.systems.length
      ? `${system_id} ${source.code} (${source.title}) reaches ${res.total_systems} systems (${direct} directly):\n${lines(
          res.systems.map((t) => renderTarget(t, 3)),
          30,
        )}`
      : `${system_id} ${source.code} (${source.title}) has no crosswalk links, nor do the codes under it. Try its parent (get_ancestors) or search_classifications for the same concept in another system.`;
    return { data: res, text };
  },
});
