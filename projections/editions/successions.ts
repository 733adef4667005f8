/**
 * Editions that replace an older one, with the official correspondence between them: what `migrate`
 * answers and what a code page of the older edition shows as its successors.
 */
export const SUCCESSIONS = [{ from: 'nace_rev2', to: 'nace_rev21', name: 'NACE Rev. 2 → NACE Rev. 2.1' }] as const;
export type Succession = (typeof SUCCESSIONS)[number];

export const successionFrom = (system: string): Succession | undefined => SUCCESSIONS.find((s) => s.from === system);
