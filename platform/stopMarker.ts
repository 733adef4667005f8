import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `taxonomy stop` leaves DATA_DIR/embedded.stopped, so a running `serve` does not restart the
 * embedded servers an operator stopped on purpose (embeddedSupervisor.ts); the next command that
 * starts them (ensureEmbeddedPostgres, ensureEmbeddedRedis) removes it.
 */
const STOP_MARKER = 'embedded.stopped';

export function markStopRequested(dataDir: string): void {
  writeFileSync(path.join(dataDir, STOP_MARKER), `${new Date().toISOString()}\n`);
}

export function clearStopRequested(dataDir: string): void {
  rmSync(path.join(dataDir, STOP_MARKER), { force: true });
}

export function stopRequested(dataDir: string): boolean {
  return existsSync(path.join(dataDir, STOP_MARKER));
}
