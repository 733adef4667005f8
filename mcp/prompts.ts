import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  McpError,
  type GetPromptResult,
  type Prompt,
} from '@modelcontextprotocol/sdk/types.js';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { codeParam, systemIdParam } from '../projections/vocabulary/params.ts';

/**
 * Prompts: ready-made workflows an agent host can offer its user. Registered on the SDK's
 * low-level handlers like the tools, with TypeBox arguments (prompt arguments are strings).
 */
interface PromptDef<A extends TObject = TObject> {
  name: string;
  title: string;
  description: string;
  args: A;
  render(args: Static<A>): GetPromptResult;
}
const definePrompt = <A extends TObject>(p: PromptDef<A>): PromptDef => p as PromptDef;

const user = (text: string): GetPromptResult['messages'] => [{ role: 'user', content: { type: 'text', text } }];

const classifyAndCrosswalk = definePrompt({
  name: 'classify_and_crosswalk',
  title: 'Classify a description and carry it across systems',
  description:
    'Classify a business, product, occupation or condition described in plain words, then translate the best code into other systems.',
  args: Type.Object({
    description: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'What to classify, in plain words, e.g. "long-haul truck driver" or "bakery with a coffee shop".',
    }),
    target_systems: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Comma-separated system ids to translate into, e.g. "isic_rev4,nace_rev2" (optional: all connected systems).',
      }),
    ),
    country: Type.Optional(
      Type.String({
        maxLength: 2,
        description: 'ISO 3166-1 alpha-2 country to scope the systems, e.g. "US" (optional).',
      }),
    ),
  }),
  render({ description, target_systems, country }) {
    const targets =
      target_systems
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    const steps = [
      `Classify this description: "${description}".`,
      `1. Call classify_business with text set to the description${country ? ` and countries ["${country.toUpperCase()}"]` : ''}. Review standard_matches (official codes) and domain_matches (curated vocabularies) separately.`,
      '2. Pick the most specific standard match that fits; confirm it with get_industry and get_ancestors (a leaf code is usually best).',
      targets.length
        ? `3. For each of ${targets.join(', ')}, call translate_code from the chosen code; say which results are direct and which go through an intermediate system.`
        : '3. Call translate_across_all_systems on the chosen code; list direct equivalents first, then those through an intermediate system.',
      '4. Answer with the chosen code, its title and hierarchy, the equivalents with their match types (exact, partial, broad, narrow), and any doubts. Read taxonomy://wiki/crosswalks-and-match-types if unsure how to read match types.',
    ];
    return { description: 'Classify, confirm, crosswalk', messages: user(steps.join('\n')) };
  },
});

const explainCode = definePrompt({
  name: 'explain_code',
  title: 'Explain a code',
  description:
    'Explain what a code means, where it sits in its hierarchy, what it covers and how it maps to other systems.',
  args: Type.Object({
    system_id: systemIdParam('System id, e.g. "naics_2022".'),
    code: codeParam('Code in that system, e.g. "484".'),
  }),
  render({ system_id, code }) {
    return {
      description: `Explain ${system_id} ${code}`,
      messages: user(
        [
          `Explain code ${code} of ${system_id} to a non-specialist.`,
          `1. Call get_industry (system_id "${system_id}", code "${code}") for its title and description; if it is unknown, follow the suggestion in the error.`,
          '2. Call get_ancestors to place it in the hierarchy and browse_children (or get_subtree_summary) to say what it covers.',
          '3. Call get_equivalences to show its counterparts in other systems, with match types.',
          '4. Call get_code_history to mention whether it changed between releases.',
          'Answer in a few short paragraphs; quote codes exactly and note that the data is informational, not authoritative.',
        ].join('\n'),
      ),
    };
  },
});

const PROMPTS: readonly PromptDef[] = [classifyAndCrosswalk, explainCode];

const listing = (p: PromptDef): Prompt => ({
  name: p.name,
  title: p.title,
  description: p.description,
  arguments: Object.entries(p.args.properties as Record<string, TSchema & { description?: string }>).map(
    ([name, schema]) => ({ name, description: schema.description, required: p.args.required?.includes(name) ?? false }),
  ),
});

export function registerPrompts(server: McpServer): void {
  const byName = new Map(PROMPTS.map((p) => [p.name, { prompt: p, check: Compile(p.args) }]));
  server.server.registerCapabilities({ prompts: {} });
  server.server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS.map(listing) }));
  server.server.setRequestHandler(GetPromptRequestSchema, (req) => {
    const found = byName.get(req.params.name);
    if (!found)
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt '${req.params.name}'; prompts/list names them.`);
    const args = req.params.arguments ?? {};
    if (!found.check.Check(args)) {
      const e = found.check.Errors(args)[0];
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid arguments for prompt ${req.params.name}: ${e.instancePath.slice(1) || 'arguments'} ${e.message}`,
      );
    }
    return found.prompt.render(found.check.Clean(args) as never);
  });
}
