import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * A lock file held while `fn` runs, so two CLI processes starting at once do not both start a
 * server for the same DATA_DIR. A lock left by a dead process is taken over.
 */
export async function withFileLock<T>(file: string, fn: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err: any) {
      if (err.code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8') || 0);
      let alive = false;
      try {
        if (owner) {
          process.kill(owner, 0);
          alive = true;
        }
      } catch {
        /* dead */
      }
      if (!alive) {
        rmSync(file, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${file} (held by pid ${owner})`, { cause: err });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(file, { force: true });
  }
}
