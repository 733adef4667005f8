import { createHash } from 'node:crypto';

/** The corpus system whose nodes are ESCO's occupations (title: the preferred label; description: what they do). */
export const ESCO_OCCUPATIONS = 'esco_occupations';
/** The coding aid of ESCO's labels (ingest/sources/aids/escoOccupations.ts). */
export const ESCO_AID = 'esco_occupations_en';

/**
 * The benchmark's held-out ESCO occupations: one in ten, by a hash of the preferred label (deterministic).
 * ESCO is indexed twice: each occupation a node of the corpus system `esco_occupations` (its title and
 * description, carried to ISCO-08 along the crosswalk as evidence) and its labels an aid's phrases. A
 * CLASSIFY_HOLDOUT=bench database leaves such an occupation's node out of the index and its preferred
 * label out of the aid (its alternative labels follow the aid's own fold, `aidHeldOut`), so its title and
 * description are text the index and the model never saw: bench:classify's title + tasks -> ISCO-08 row.
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

/** Under the hold-out: this aid phrase is a held-out ESCO occupation's preferred label. */
export const escoLabelHeldOut = (aid: string, phrase: { phrase: string; kind: string }): boolean =>
  aid === ESCO_AID && phrase.kind === 'preferred_label' && escoOccupationHeldOut(phrase.phrase);
