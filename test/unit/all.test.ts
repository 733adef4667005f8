import { runFolder } from '../helpers/oneProcess.ts';

/**
 * The pure tier in one process: every other `*.test.ts` under test/unit, imported in turn (their tests
 * are the root's subtests, in file order), so the tier pays the start of a test process once. A file
 * still runs alone with `npx tap test/unit/<path>.test.ts`; a pure test keeps no state outside its own
 * test (no environment, working directory or module state left changed), or it belongs in `int/`.
 */
await runFolder(import.meta.url);
