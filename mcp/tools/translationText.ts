import type { TranslationSystem } from '../../projections/equivalences/shapes.ts';

/** One target system of a translation on one line: its first matches and how many more. */
export const renderTarget = (t: TranslationSystem, max = 5): string =>
  `${t.system}${t.direct ? '' : ` (via ${t.via.join(' → ')})`}: ${t.matches
    .slice(0, max)
    .map((m) => `${m.code} ${m.title ?? ''} [${m.match_type}]`)
    .join('; ')}` + (t.match_count > max ? `; … ${t.match_count - max} more` : '');
