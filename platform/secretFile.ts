import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret generated once into `file` (64 hex characters, mode 0600, created exclusively so two
 * processes agree on one), read back on every later call. A secret file readable by others is made
 * 0600 again (it is ours).
 */
export function readOrCreateSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{32,}$/.test(text))
    throw new Error(`${file} holds no usable secret; delete it to have a new one generated`);
  return text;
}
