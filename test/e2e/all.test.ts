import { e2eRest } from '../helpers/groups.ts';
import { runFiles } from '../helpers/oneProcess.ts';

/**
 * The e2e files outside faults/ and web/ (CLI processes, fuzzing, MCP over stdio, the embedded servers)
 * in one process (`npm test`, `npm run test:e2e`); each file also runs alone.
 */
await runFiles(e2eRest());
