import type { Test } from 'tap';

/**
 * Sets environment variables for one test and, in its teardown, puts each back as it was (or removes it). Only the
 * named variables are restored: the int and e2e files share a process (oneProcess.ts), so restoring the whole
 * environment would undo what a test running beside this one set meanwhile.
 */
export function envForTest(t: Test, vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) {
    const before = process.env[name];
    process.env[name] = value;
    t.teardown(() => {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    });
  }
}
