/** Descriptions of the arguments many tools share, written for agents (the bounds come from projections/vocabulary). */
export const SYSTEM_ID =
  'System id, e.g. "naics_2022" or "isic_rev4" (ids: list_classification_systems, search_systems).';
export const CODE = 'Code as published in that system, e.g. "484" in naics_2022 (may hold ".", "-", "/" or spaces).';
export const LANG =
  'Language of the titles (BCP 47: de, fr, es, it, nl, pl, ...; several comma-separated in preference order). Fields with no text in it stay English and are named in `fallback`.';
/** `lang` of the list tools (children, top levels, grouped hits): each listed title says its own language. */
export const LANG_LIST =
  "Language of the titles (BCP 47, e.g. de, fr); each title's `lang` says which (en: none in it).";
export const LANG_SEARCH =
  "Also search the titles in this language (BCP 47: de, fr, es, it, nl, pl, ...), folded and stemmed for it; a hit's `lang` names its title's language, English when absent.";
