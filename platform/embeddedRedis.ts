import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFileLock } from './fileLock.ts';
import { keptPort, redisAnswers } from './net.ts';
import { readOrCreateSecret } from './secretFile.ts';
import { livePid } from './pidFile.ts';
import { clearStopRequested } from './stopMarker.ts';

/**
 * A local redis-server for DATA_DIR when REDIS_URL is not set: started detached on a loopback port
 * (recorded in DATA_DIR/redis.port and kept across restarts), shared by every CLI process of that
 * data directory, with a password generated at first start (DATA_DIR/redis.password, 0600; the
 * server reads it from DATA_DIR/redis.conf, 0600, never from its command line).
 */
export const REDIS_MISSING =
  'Redis is needed and REDIS_URL is not set, and no redis-server binary was found. ' +
  'Install it (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL=redis://host:6379.';

function redisBinary(): string | undefined {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/opt/homebrew/bin/redis-server'])
    if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server']).toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function ensureEmbeddedRedis(dataDir: string, log: (m: string) => void = () => {}): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  clearStopRequested(dataDir); // wanted again after a `taxonomy stop`
  const portFile = path.join(dataDir, 'redis.port');
  return withFileLock(path.join(dataDir, 'redis.lock'), async () => {
    const password = readOrCreateSecret(path.join(dataDir, 'redis.password'));
    const url = (port: number) => `redis://:${password}@127.0.0.1:${port}`;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8'));
      if (port && (await redisAnswers(port, password))) return url(port);
      if (port && (await redisAnswers(port))) {
        // started before passwords (answers anyone): replace it; it holds only caches and counters
        log('restarting the local redis-server with a password');
        stopEmbeddedRedis(dataDir);
        for (let i = 0; i < 40 && (await redisAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
      }
    }
    const bin = redisBinary();
    if (!bin) throw new Error(REDIS_MISSING);
    const port = await keptPort(portFile);
    log(`starting local redis-server on 127.0.0.1:${port}`);
    const conf = path.join(dataDir, 'redis.conf'); // the password in a 0600 file, not on the command line
    writeFileSync(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        'protected-mode yes',
        `requirepass ${password}`,
        'save ""',
        'appendonly no',
        `dir "${dataDir.replace(/["\\]/g, '\\$&')}"`,
        `pidfile "${path.join(dataDir, 'redis.pid').replace(/["\\]/g, '\\$&')}"`,
      ].join('\n') + '\n',
      { mode: 0o600 },
    );
    chmodSync(conf, 0o600);
    const fd = openSync(path.join(dataDir, 'redis.log'), 'a');
    const child = spawn(bin, [conf], { detached: true, stdio: ['ignore', fd, fd] });
    child.unref();
    for (let i = 0; i < 40; i++) {
      if (await redisAnswers(port, password)) return url(port);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start; see ' + path.join(dataDir, 'redis.log'));
  });
}

export function stopEmbeddedRedis(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'redis.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
    return true;
  } catch {
    return false;
  }
}

/** The pid of this DATA_DIR's local redis-server while it runs, else undefined. */
export function embeddedRedisPid(dataDir: string): number | undefined {
  return livePid(path.join(dataDir, 'redis.pid'));
}
