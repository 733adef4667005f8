import { projections } from './registry.ts';

/** Names of every projection, including those built from services (search, key cache). */
export const allProjectionNames = (): string[] => [...projections.map((p) => p.name)];
