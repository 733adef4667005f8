/** Said on every response (header) and on system and node bodies. */
export const DISCLAIMER =
  'Informational only: not a substitute for the official publications of the classification authorities.';
