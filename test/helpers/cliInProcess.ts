import { dispatch } from '../../cli/dispatch.ts';

/**
 * `taxonomy <args>` through the CLI's dispatcher in this process (no Node start): the exit code and
 * what the dispatcher wrote. A command's own output still goes to this process's streams, and it
 * reads its configuration from this process's environment.
 */
export async function cliInProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await dispatch(args, { out: (s) => (stdout += s), err: (s) => (stderr += s) });
  return { code, stdout, stderr };
}
