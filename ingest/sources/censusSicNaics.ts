/**
 * Code clean-up shared by the Census SIC 1987 ↔ NAICS concordance workbooks (1997 and 2002
 * editions). QUIRKS handled here:
 *  - SIC codes are often stored as numbers, losing the leading zero (`116` = SIC 0116), and
 *    some cells are text; all become 4-digit zero-padded strings.
 *  - The 1997 files write a NAICS code as 5 digits when the U.S. 6-digit code ends in 0
 *    (`11114` = 111140 Wheat Farming); those become the 6-digit U.S. code. Shorter sector /
 *    subsector references (`23`, `315`, `6239`) are kept as published.
 *  - Placeholders that are not codes (`Aux` auxiliaries, empty SIC of "Null Set for U.S.")
 *    yield '' and the row is skipped.
 */
import { numericCode, padCode } from './edges.ts';

export function sicCode(cellText: string): string {
  const t = numericCode(cellText);
  return /^\d{3,4}$/.test(t) ? padCode(t, 4) : '';
}

export function naicsCode(cellText: string): string {
  const t = numericCode(cellText);
  if (!/^\d{2,6}$/.test(t)) return '';
  return t.length === 5 ? `${t}0` : t;
}
