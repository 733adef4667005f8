import { z } from 'zod';
import type { TranslationSystem } from '../../projections/equivalences/queries.ts';

/** The translation shapes shared by translate_code and translate_across_all_systems. */
export const matchOut = z.object({
  code: z.string(),
  title: z.string().nullable(),
  match_type: z.string().describe('exact, partial, broad or narrow; for a chain, the weakest composition of its steps'),
  path: z
    .array(z.object({ system_id: z.string(), code: z.string() }))
    .describe('From the source code to this one; more than two steps means it goes through an intermediate system'),
});
export const targetOut = z.object({
  system_id: z.string(),
  system_name: z.string().nullable(),
  direct: z.boolean().describe('True when an edge joins the source code to this system directly'),
  via: z.array(z.string()).describe('Intermediate systems on the way (empty when direct)'),
  match_count: z.number().int(),
  truncated: z.boolean().describe('True when more matches exist than are listed'),
  matches: z.array(matchOut),
});
export type TargetOut = z.infer<typeof targetOut>;

export const toTarget = (s: TranslationSystem): TargetOut => ({
  system_id: s.system,
  system_name: s.name,
  direct: s.direct,
  via: s.via,
  match_count: s.match_count,
  truncated: s.truncated,
  matches: s.matches.map((m) => ({
    code: m.code,
    title: m.title,
    match_type: m.match_type,
    path: m.path.map((p) => ({ system_id: p.system, code: p.code })),
  })),
});

export const renderTarget = (t: TargetOut, max = 5): string =>
  `${t.system_id}${t.direct ? '' : ` (via ${t.via.join(' → ')})`}: ${t.matches
    .slice(0, max)
    .map((m) => `${m.code} ${m.title ?? ''} [${m.match_type}]`)
    .join('; ')}` + (t.match_count > max ? `; … ${t.match_count - max} more` : '');
