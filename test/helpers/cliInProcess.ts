import { dispatch } from '../../cli/dispatch.ts';

/**
 * `taxonomy <args>` through the CLI's dispatcher in this process (no Node start): the exit code and
 * what the dispatcher wrote. A command's own output goes to this process's streams, unless
 * `captureStdout`: then what the command writes to process.stdout is returned in `stdout` too (and not
 * printed). It reads its configuration from this process's environment.
 */
export async function cliInProcess(
  args: string[],
  opts: { captureStdout?: boolean } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const write = process.stdout.write;
  if (opts.captureStdout)
    process.stdout.write = ((chunk: string | Uint8Array) => {
      stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      return true;
    }) as typeof process.stdout.write;
  try {
    const code = await dispatch(args, { out: (s) => (stdout += s), err: (s) => (stderr += s) });
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = write;
  }
}
