import { runFolder } from '../../helpers/oneProcess.ts';

/**
 * This folder's browser tests in one process (`npm test`, `npm run test:e2e`), so they share one
 * Chromium (browser.ts) and one start of the test process; each file also runs alone.
 */
await runFolder(import.meta.url);
