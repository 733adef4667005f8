import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEmbeddedPostgres } from '../../platform/embeddedPostgres.ts';
import { ensureEmbeddedRedis } from '../../platform/embeddedRedis.ts';

/**
 * Where the tests find PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL when set, else the
 * machine's servers on their standard ports, else the project's own embedded ones in .data/test
 * (started once, shared by every test file). So `npm test` works on a machine with neither running.
 */
const TEST_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/test');

/** Whether something accepts connections on the port: three tries of 2 s (a loaded machine's full accept queue drops a SYN for a second). */
async function reachable(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) if (await connects(port, 2000)) return true;
  return false;
}

const connects = (port: number, ms: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.setTimeout(ms, () => {
      s.destroy();
      resolve(false);
    });
    s.on('error', () => resolve(false));
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
  });

let pgUrl: Promise<string> | undefined;
let redisUrl: Promise<string> | undefined;

export function testPostgresUrl(): Promise<string> {
  return (pgUrl ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    if (await reachable(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
    const url = new URL(await ensureEmbeddedPostgres(TEST_DATA_DIR, () => {}, { admin: true })); // creates databases
    url.pathname = '/postgres';
    return url.toString();
  })());
}

export function testRedisUrl(): Promise<string> {
  return (redisUrl ??= (async () => {
    if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
    if (await reachable(6379)) return 'redis://127.0.0.1:6379';
    return ensureEmbeddedRedis(TEST_DATA_DIR);
  })());
}
