/** Descriptions of the arguments many tools share, written for agents (the bounds come from projections/vocabulary). */
export const SYSTEM_ID =
  'System id, e.g. "naics_2022" or "isic_rev4" (ids: list_classification_systems, search_systems).';
export const CODE = 'Code as published in that system, e.g. "484" in naics_2022 (may hold ".", "-", "/" or spaces).';
