import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const WEB = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(WEB, 'dist');
const SOURCES = ['index.html', 'vite.config.ts', 'src', 'public'].map((p) => path.join(WEB, p));

function newestMtime(p: string): number {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newestMtime(path.join(p, f))), st.mtimeMs);
}

/** True when web/dist is missing or older than any source of the app. */
export function webBuildStale(): boolean {
  const built = statSync(path.join(DIST, 'index.html'), { throwIfNoEntry: false });
  return !built || SOURCES.some((s) => newestMtime(s) > built.mtimeMs);
}

/** Runs `fn` while holding the lock file `file` (the caller's: the CLI and the tests pass platform's file lock). */
export type BuildLock = (file: string, fn: () => Promise<void>) => Promise<void>;

/**
 * Builds web/dist with Vite when it is missing or stale (first `taxonomy serve`, `npm run build:web`).
 * Builds into a temporary folder and swaps it in, under a lock, so concurrent starts neither race
 * nor serve a half-written app (when the caller passes a lock). Without Vite (production install without dev dependencies) it says
 * so and keeps whatever is built. Returns whether a built app is there.
 */
export async function ensureWebBuild(
  log: (m: string) => void = console.log,
  opts: { force?: boolean; lock?: BuildLock } = {},
): Promise<boolean> {
  if (!opts.force && !webBuildStale()) return true;
  let viteBin: string;
  try {
    viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  } catch {
    log(
      'web app: Vite is not installed (dev dependency), so web/dist cannot be built here; run `npm install` then `npm run build:web`',
    );
    return existsSync(path.join(DIST, 'index.html'));
  }
  const lock = path.join(
    os.tmpdir(),
    `taxonomy-web-build-${createHash('sha1').update(WEB).digest('hex').slice(0, 10)}.lock`,
  );
  const withLock: BuildLock = opts.lock ?? ((_file, fn) => fn());
  await withLock(lock, async () => {
    if (!opts.force && !webBuildStale()) return;
    log('web app: building web/dist with Vite…');
    const tmp = `dist.tmp-${process.pid}`;
    await run(
      process.execPath,
      [
        viteBin,
        'build',
        '--config',
        path.join(WEB, 'vite.config.ts'),
        '--outDir',
        tmp,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      WEB,
    );
    precompress(path.join(WEB, tmp));
    const old = `${DIST}.old-${process.pid}`;
    if (existsSync(DIST)) renameSync(DIST, old);
    renameSync(path.join(WEB, tmp), DIST);
    rmSync(old, { recursive: true, force: true });
    log('web app: built');
  });
  return true;
}

/** .br and .gz next to each text asset, served by @fastify/static's preCompressed option. */
function precompress(dir: string): void {
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, f);
    if (!/\.(js|css|html|svg|json)$/.test(f) || !statSync(p).isFile()) continue;
    const body = readFileSync(p);
    writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${p}.br`, brotliCompressSync(body));
  }
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${out.slice(-2000)}`)),
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild(console.log, { force: process.argv.includes('--force') }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
