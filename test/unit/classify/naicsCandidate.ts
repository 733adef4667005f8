import { nodeDocument } from '../../../projections/classify/document.ts';
import type { Candidate } from '../../../projections/classify/queries.ts';

/**
 * A NAICS 6-digit code as the candidates query returns it, for the ranking tests: its document from the
 * title (and description), its path under `sector` (the 2-digit code, or a range such as '31-33').
 */
export const naicsCandidate = (
  code: string,
  title: string,
  description: string | null = null,
  sector: string = code.slice(0, 2),
): Candidate => ({
  system: 'naics_2022',
  code,
  doc: nodeDocument(title, description).doc,
  title,
  level: 5,
  child_count: 0,
  path: [sector, code.slice(0, 3), code.slice(0, 4), code.slice(0, 5), code, ''].join('\u001f'),
  kind: 'standard',
});
