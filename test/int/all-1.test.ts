import { intGroupFiles } from '../helpers/groups.ts';
import { runFiles } from '../helpers/oneProcess.ts';

/** The first half of the int tier in one process (`npm test`, `npm run test:int`): the folders of INT_FIRST. */
await runFiles(intGroupFiles(1));
