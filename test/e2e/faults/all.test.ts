import { runFolder } from '../../helpers/oneProcess.ts';

/** This folder's fault tests in one process (`npm test`, `npm run test:e2e`); each file also runs alone. */
await runFolder(import.meta.url);
