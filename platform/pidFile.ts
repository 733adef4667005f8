import { readFileSync } from 'node:fs';

/** The pid a pid file names (its first line) when that process lives (EPERM: alive, another user's), else undefined. */
export function livePid(pidFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0].trim());
  } catch {
    return undefined;
  }
  if (!(pid > 0)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
