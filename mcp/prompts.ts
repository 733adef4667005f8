import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

/** Prompts: ready-made workflows an agent host can offer its user. */

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'classify_and_crosswalk',
    {
      title: 'Classify a description and carry it across systems',
      description:
        'Classify a business, product, occupation or condition described in plain words, then translate the best code into other systems.',
      argsSchema: {
        description: z
          .string()
          .min(1)
          .max(2000)
          .describe('What to classify, in plain words, e.g. "long-haul truck driver" or "bakery with a coffee shop".'),
        target_systems: z
          .string()
          .max(500)
          .optional()
          .describe(
            'Comma-separated system ids to translate into, e.g. "isic_rev4,nace_rev2" (optional: all connected systems).',
          ),
        country: z
          .string()
          .max(2)
          .optional()
          .describe('ISO 3166-1 alpha-2 country to scope the systems, e.g. "US" (optional).'),
      },
    },
    ({ description, target_systems, country }) => {
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
      return {
        description: 'Classify, confirm, crosswalk',
        messages: [{ role: 'user', content: { type: 'text', text: steps.join('\n') } }],
      };
    },
  );

  server.registerPrompt(
    'explain_code',
    {
      title: 'Explain a code',
      description:
        'Explain what a code means, where it sits in its hierarchy, what it covers and how it maps to other systems.',
      argsSchema: {
        system_id: z.string().min(1).max(64).describe('System id, e.g. "naics_2022".'),
        code: z.string().min(1).max(100).describe('Code in that system, e.g. "484".'),
      },
    },
    ({ system_id, code }) => ({
      description: `Explain ${system_id} ${code}`,
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Explain code ${code} of ${system_id} to a non-specialist.`,
              `1. Call get_industry (system_id "${system_id}", code "${code}") for its title and description; if it is unknown, follow the suggestion in the error.`,
              '2. Call get_ancestors to place it in the hierarchy and browse_children (or get_subtree_summary) to say what it covers.',
              '3. Call get_equivalences to show its counterparts in other systems, with match types.',
              '4. Call get_code_history to mention whether it changed between releases.',
              'Answer in a few short paragraphs; quote codes exactly and note that the data is informational, not authoritative.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
}
