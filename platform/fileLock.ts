import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * A lock file held while `fn` runs, so two CLI processes starting at once do not both start a
 * server for the same DATA_DIR. A lock left by a dead process is taken over.
 *
 * The lock file appears whole: its content (`pid token`) is written to a private file first and
 * hard-linked into place, so no one ever reads a lock that is still being written. Taking over a
 * stale lock renames it to a private name before deleting it, and puts it back when what was moved
 * is not the stale lock that was read (another process took it over first), so two processes never
 * both remove a lock and both proceed. A lock file that cannot be read as `pid token` (left by an
 * older version, or torn by a crash of the disk) is stale only once it is older than
 * `UNREADABLE_STALE_MS`. On release the file is removed only while it is still this holder's.
 */
const UNREADABLE_STALE_MS = 10_000;
const RETRY_MS = 200;

export async function withFileLock<T>(file: string, fn: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const mine = `${process.pid} ${randomBytes(8).toString('hex')}`;
  const deadline = Date.now() + timeoutMs;
  while (!tryCreate(file, mine)) {
    const held = readLock(file);
    if (held === undefined) continue; // gone between the two calls: try again at once
    if (isStale(file, held) && takeOver(file, held)) continue;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${file} (held by ${describe(held)})`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await fn();
  } finally {
    if (readLock(file) === mine) rmSync(file, { force: true });
  }
}

/** Creates the lock with its content in one step; false when it exists. */
function tryCreate(file: string, content: string): boolean {
  const draft = `${file}.${randomBytes(6).toString('hex')}.draft`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The lock's content, or undefined when there is no lock file. */
function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function ownerPid(content: string): number | undefined {
  const match = /^(\d+) [0-9a-f]+$/.exec(content);
  return match ? Number(match[1]) : undefined;
}

function isStale(file: string, content: string): boolean {
  const pid = ownerPid(content);
  if (pid === undefined) return ageMs(file) > UNREADABLE_STALE_MS;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Removes the stale lock `content`; false when someone else changed it first. */
function takeOver(file: string, content: string): boolean {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true; // already removed: try to create
    throw err;
  }
  if (readFileSync(aside, 'utf8') === content) {
    rmSync(aside, { force: true });
    return true;
  }
  // What was moved is a live lock another process made after the stale one was read: put it back.
  try {
    linkSync(aside, file);
  } catch {
    // A third process created the lock in the instant the name was free: it and the owner of the lock
    // moved aside now both hold it. This needs three processes racing over a stale lock within
    // microseconds; the old read-then-delete lost a live lock whenever two raced over a stale one.
  }
  rmSync(aside, { force: true });
  return false;
}

function describe(content: string): string {
  const pid = ownerPid(content);
  return pid === undefined ? 'an unreadable lock file' : `pid ${pid}`;
}
