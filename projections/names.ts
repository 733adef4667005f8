import { projections } from './registry.ts';
import { KEY_CACHE_PROJECTION } from './keyCache/keys.ts';
import { SEARCH_PROJECTION } from './search/projector.ts';

/** Names of every projection, including those built from services (search, key cache). */
export const allProjectionNames = (): string[] => [
  ...projections.map((p) => p.name),
  SEARCH_PROJECTION,
  KEY_CACHE_PROJECTION,
];
