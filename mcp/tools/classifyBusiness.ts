import { Type } from 'typebox';
import { LIMIT_MAX } from '../../projections/classify/classify.ts';
import { classifyText } from '../../read/classifyText.ts';
import { ClassifyFields, ClassifyResult } from '../../projections/classify/shapes.ts';
import { countryListParam, kindParam, systemListParam } from '../../projections/vocabulary/params.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

const LISTED_SYSTEMS = 100;

export const classifyBusiness = defineTool({
  name: 'classify_business',
  title: 'Classify a description into codes',
  description:
    'Turn a plain-language description of a business, job, product or condition ("bakery with a coffee shop", "long-haul truck driver", "steel bolts and nuts") into ranked codes: ' +
    'standard_matches (official standards: NAICS, ISIC, NACE, SOC, ISCO, HS, ...) and domain_matches (curated domain vocabularies), each with score, confidence (probability it is right), needs_review, evidence and ancestor path; ' +
    'instead of text, a job as {title, tasks, industry} or a business as {name, description, products}; min_confidence asks for no answer rather than a guess; ' +
    `a text naming several activities is split into segments. Same engine as POST /api/v1/classify (searched_systems lists at most ${LISTED_SYSTEMS} ids per kind here). Restrict with systems or countries.`,
  input: Type.Object({
    ...ClassifyFields,
    systems: Type.Optional(
      systemListParam(
        'Only these systems (default: the business systems: industries, occupations, products; only the industries when the text names an establishment, "taxi company")',
      ),
    ),
    kind: Type.Optional(kindParam('Without systems: every standard classification, or every domain vocabulary')),
    countries: Type.Optional(countryListParam('Only systems that apply to one of these countries, e.g. ["US"].')),
    limit: Type.Integer({
      minimum: 1,
      maximum: LIMIT_MAX,
      default: 5,
      description: `Matches per list (default 5, at most ${LIMIT_MAX}).`,
    }),
  }),
  output: ClassifyResult,
  async handler(args, { db, classifyReads }) {
    if (args.systems) await requireSystems(db, args.systems, 'systems entry');
    const r = await classifyText(classifyReads ?? db, args);
    const text = r.text;
    if (!r.standard_matches.length && !r.domain_matches.length)
      throw new ToolError(
        `No code matches "${text.slice(0, 80)}". Use more common words (e.g. "truck driver" rather than a brand name), drop the systems/countries filter, or try search_classifications with a single keyword.`,
      );
    const searched_systems = {
      ...r.searched_systems,
      standard: r.searched_systems.standard.slice(0, LISTED_SYSTEMS),
      domain: r.searched_systems.domain.slice(0, LISTED_SYSTEMS),
    };
    const fmt = (m: (typeof r.standard_matches)[number]) =>
      `${m.system} ${m.code} ${m.title} (${m.score.toFixed(2)}, confidence ${m.confidence.toFixed(2)})`;
    const unsure =
      r.needs_review && (r.standard_matches.length || r.domain_matches.length)
        ? `Needs review (confidence ${r.confidence.toFixed(2)}): the first answer may be wrong; ask for a fuller description (or the job's tasks) before relying on it.\n`
        : '';
    const out =
      unsure +
      `${r.segments.length > 1 ? `${r.segments.length} activities: ${r.segments.map((s) => `"${s.text}"`).join(', ')}\n` : ''}` +
      `Standard matches:\n${lines(r.standard_matches.map(fmt)) || 'none'}\nDomain matches:\n${lines(r.domain_matches.map(fmt)) || 'none'}`;
    return { data: { ...r, searched_systems }, text: out };
  },
});
