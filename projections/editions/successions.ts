/**
 * Editions that replace an older one, with the official correspondence between them: what `migrate`
 * answers and what a code page of the older edition shows as its successors.
 */
export const SUCCESSIONS = [{ from: 'nace_rev2', to: 'nace_rev21', name: 'NACE Rev. 2 → NACE Rev. 2.1' }] as const;
export type Succession = (typeof SUCCESSIONS)[number];

export const successionFrom = (system: string): Succession | undefined => SUCCESSIONS.find((s) => s.from === system);

/** The diff of a succession, as a path of the REST API (GET /editions/{from}/{to}/diff). */
export const editionDiffUrl = (s: { from: string; to: string }): string =>
  `/api/v1/editions/${encodeURIComponent(s.from)}/${encodeURIComponent(s.to)}/diff`;

/** Every succession, each with its diff's URL: the list GET /editions sends. */
export const successionList = () =>
  SUCCESSIONS.map(({ from, to, name }) => ({ from, to, name, diff_url: editionDiffUrl({ from, to }) }));

/** The successions a system takes part in: the edition it succeeds (`to` is the system) or its successor (`from` is). */
export const successionsOf = (system: string) => successionList().filter((s) => s.from === system || s.to === system);
