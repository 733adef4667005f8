import { projections } from './registry.ts';
import { KEY_CACHE_PROJECTION } from './keyCache/keys.ts';

/** Names of every projection, including those built from services (search, key cache). */
export const allProjectionNames = (): string[] => [...projections.map((p) => p.name), KEY_CACHE_PROJECTION];
