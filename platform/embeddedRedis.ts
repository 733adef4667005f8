import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFileLock } from './fileLock.ts';
import { freePort, redisAnswers } from './net.ts';

/**
 * A local redis-server for DATA_DIR when REDIS_URL is not set: started detached on a free loopback
 * port (recorded in DATA_DIR/redis.port), shared by every CLI process of that data directory.
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
  const portFile = path.join(dataDir, 'redis.port');
  return withFileLock(path.join(dataDir, 'redis.lock'), async () => {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8'));
      if (port && (await redisAnswers(port))) return `redis://127.0.0.1:${port}`;
    }
    const bin = redisBinary();
    if (!bin) throw new Error(REDIS_MISSING);
    const port = await freePort();
    log(`starting local redis-server on 127.0.0.1:${port}`);
    const fd = openSync(path.join(dataDir, 'redis.log'), 'a');
    const child = spawn(
      bin,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dataDir,
        '--pidfile',
        path.join(dataDir, 'redis.pid'),
      ],
      { detached: true, stdio: ['ignore', fd, fd] },
    );
    child.unref();
    for (let i = 0; i < 40; i++) {
      if (await redisAnswers(port)) {
        writeFileSync(portFile, String(port));
        return `redis://127.0.0.1:${port}`;
      }
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
