/** Descriptions of the arguments many tools share, written for agents (the bounds come from projections/vocabulary). */
export const SYSTEM_ID =
  'Classification system id, e.g. "naics_2022", "isic_rev4", "soc_2018". Get ids from list_classification_systems or search_systems.';
export const CODE =
  'Code exactly as published in that system, e.g. "484" in naics_2022; may contain ".", "-", "/" or spaces.';
