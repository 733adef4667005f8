import { intGroupFiles } from '../helpers/groups.ts';
import { runFiles } from '../helpers/oneProcess.ts';

/** The second half of the int tier in one process (`npm test`, `npm run test:int`): every folder not in INT_FIRST. */
await runFiles(intGroupFiles(2));
