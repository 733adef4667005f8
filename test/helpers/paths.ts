import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root, `../shared` beside it, and the 25-system sample corpus. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED = path.resolve(ROOT, '../shared');
export const SAMPLE = path.join(SHARED, 'corpus/sample');
