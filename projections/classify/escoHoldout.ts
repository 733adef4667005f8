import { createHash } from 'node:crypto';

/** The corpus system whose nodes are ESCO's occupations (title: the preferred label; description: what they do). */
export const ESCO_OCCUPATIONS = 'esco_occupations';
/** The coding aid of ESCO's labels (ingest/sources/aids/escoOccupations.ts). */
export const ESCO_AID = 'esco_occupations_en';

/**
 * The benchmark's held-out ESCO occupations: one in ten, by a hash of the preferred label (deterministic).
 * ESCO is indexed twice: each occupation a node of the corpus system `esco_occupations` (its title and
 * description, carried to ISCO-08 along the crosswalk as evidence) and its labels an aid's phrases. A
 * CLASSIFY_HOLDOUT=bench database leaves such an occupation's node out of the index and every label of it
 * out of the aid (the aid's phrases name their occupation, `concept`), so out of the learned model too: its
 * title and description are text the index and the model never saw (bench:classify's title + tasks ->
 * ISCO-08 row).
 */
export function escoOccupationHeldOut(preferredLabel: string): boolean {
  const h = createHash('sha1')
    .update(`esco-occupation:${preferredLabel.replace(/\s+/g, ' ').trim().toLowerCase()}`)
    .digest();
  return h.readUInt16BE(0) % 10 === 0;
}

/** Under the hold-out: this node is a held-out ESCO occupation, left out of the classify index. */
export const escoNodeHeldOut = (system: string, title: string): boolean =>
  system === ESCO_OCCUPATIONS && escoOccupationHeldOut(title);

/**
 * Under the hold-out: this aid phrase is a label of a held-out ESCO occupation (events written before the
 * phrases named their occupation: its preferred label alone is known as such).
 */
export const escoLabelHeldOut = (aid: string, p: { phrase: string; kind: string; concept?: string }): boolean =>
  aid === ESCO_AID &&
  (p.concept !== undefined
    ? escoOccupationHeldOut(p.concept)
    : p.kind === 'preferred_label' && escoOccupationHeldOut(p.phrase));
