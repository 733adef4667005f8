import { SUCCESSIONS } from './successions.ts';

/**
 * Two editions of one system, older first: the successions with an official correspondence (successions.ts), and
 * the editions whose publisher's correspondence is not among the official files (ISIC Rev. 4 → Rev. 5: searched
 * for and not found, ../shared/sources/README.md). What `taxonomy audit --editions` reports on by default.
 */
export interface EditionPair {
  from: string;
  to: string;
  name: string;
}

export const EDITION_PAIRS: readonly EditionPair[] = [
  ...SUCCESSIONS,
  { from: 'isic_rev4', to: 'isic_rev5', name: 'ISIC Rev. 4 → ISIC Rev. 5' },
];
