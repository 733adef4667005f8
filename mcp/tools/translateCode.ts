import { Type } from 'typebox';
import { CodeRef } from '../../projections/catalog/queries.ts';
import { translateCode as translate } from '../../projections/equivalences/queries.ts';
import { TranslationSystem } from '../../projections/equivalences/shapes.ts';
import { TRANSLATION_DEFAULTS } from '../../projections/equivalences/translations.ts';
import { codeParam, includeDomainParam, maxMatchesParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool, ToolError } from '../tool.ts';
import { codeNotFound, requireSystems } from '../lookup.ts';
import { renderTarget } from '../text.ts';

export const translateCode = defineTool({
  name: 'translate_code',
  title: 'Translate a code into one system',
  description:
    "The codes of one target system that correspond to a source code: direct crosswalk links first; a group code (NAICS 484) through its descendants' links, each target code with how many of its leaves reach it (`coverage`, `derived: hierarchy`), and a target group every child of which is reached; else links through one intermediate system (e.g. NAICS → ISIC → NACE), marked with `via` and the full path. " +
    'Use it when you need a specific target system; for every system at once use translate_across_all_systems.',
  input: Type.Object({
    source_system: systemIdParam('System of the source code'),
    source_code: codeParam('Code to translate'),
    target_system: systemIdParam('System to translate into'),
    limit: maxMatchesParam(TRANSLATION_DEFAULTS.max_matches),
    include: includeDomainParam(),
  }),
  output: Type.Object({
    source: CodeRef,
    target_system: Type.String(),
    found: Type.Boolean(),
    translation: Type.Union([TranslationSystem, Type.Null()], {
      description: 'null when no path of at most two edges exists',
    }),
  }),
  async handler({ source_system, source_code, target_system, limit, include }, { db }) {
    await requireSystems(db, [target_system], 'target_system');
    if (target_system === source_system)
      throw new ToolError(
        `The target system is the source system; pick another target, or use get_siblings / browse_children within ${source_system}.`,
      );
    const res = await translate(db, source_system, source_code, {
      targets: [target_system],
      max_matches: limit,
      include_domain: include === 'domain',
    });
    if (!res) throw await codeNotFound(db, source_system, source_code, 'source_system');
    const translation = res.systems.find((s) => s.system === target_system) ?? null;
    const { source } = res;
    const text = translation
      ? `${source_system} ${source.code} (${source.title}) → ${translation.direct ? 'direct' : translation.hops === 1 ? 'through its descendants' : 'through an intermediate system'}:\n${renderTarget(translation, 20)}`
      : `No link from ${source_system} ${source.code} (or the codes under it) into ${target_system} within two steps: the data holds no crosswalk between them there. Try translate_across_all_systems to see which systems it reaches, or get_crosswalk_quality for how far the crosswalks of ${source_system} reach.`;
    return { data: { source, target_system, found: translation !== null, translation }, text };
  },
});
