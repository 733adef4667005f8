import { runFolder } from '../../helpers/oneProcess.ts';

/** This folder's test files in one process (`npm test`, `npm run test:int`); each also runs alone. */
await runFolder(import.meta.url);
