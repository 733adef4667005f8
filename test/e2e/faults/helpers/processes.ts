import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../../helpers/sampleApp.ts';

/** A CLI or fixture process the test started: its output so far, line waits, and kill by pid. */
export interface Proc {
  child: ChildProcess;
  pid: number;
  output(): string;
  waitForOutput(re: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function track(child: ChildProcess): Proc {
  let out = '';
  let done = false;
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const w of waiters) w();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      for (const w of waiters) w();
      resolve({ code, signal });
    });
  });
  return {
    child,
    pid: child.pid!,
    exited,
    output: () => out,
    alive: () => !done,
    waitForOutput(re, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (re.test(out)) {
            cleanup();
            resolve();
          } else if (done) {
            cleanup();
            reject(new Error(`process exited before printing ${re}:\n${out.slice(-2000)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${re}:\n${out.slice(-2000)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async kill(signal = 'SIGTERM') {
      if (done) return;
      child.kill(signal);
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** `node bin/taxonomy.js <args>` with the given environment (added to the current one). */
export function taxonomy(args: string[], env: Record<string, string>): Proc {
  return track(
    spawn(process.execPath, [path.join(ROOT, 'bin/taxonomy.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A TypeScript fixture under test/faults/fixtures run through tsx. */
export function fixture(name: string, args: string[], env: Record<string, string> = {}): Proc {
  return track(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/e2e/faults/fixtures', name), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

import { freePort } from '../../../../platform/net.ts';
export { freePort };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `ok` until it returns a truthy value (returned) or the timeout passes (throws `what`). */
export async function waitFor<T>(
  what: string,
  ok: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let v: T | undefined | false;
    try {
      v = await ok();
    } catch {
      v = undefined;
    }
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(everyMs);
  }
}

export interface Timed {
  status: number;
  ms: number;
  type: string;
  body: string;
}
/** One HTTP request with a hard client-side timeout; status 0 when the connection failed or timed out. */
export async function timedFetch(url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<Timed> {
  const t0 = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    return { status: res.status, ms: Date.now() - t0, type: res.headers.get('content-type') ?? '', body };
  } catch {
    return { status: 0, ms: Date.now() - t0, type: '', body: '' };
  }
}

/** Starts `taxonomy serve` (or with --no-projector) on a free port and waits for /health to answer. */
export async function serve(
  env: Record<string, string>,
  opts: { projector?: boolean } = {},
): Promise<{ proc: Proc; base: string }> {
  const port = await freePort();
  const proc = taxonomy(opts.projector ? ['serve'] : ['serve', '--no-projector'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${port}`;
  const how = await waitFor(
    'the API to answer /health',
    async () => {
      if (!proc.alive()) return 'exited';
      return (await timedFetch(`${base}/api/v1/health`, {}, 2000)).status > 0 && 'up';
    },
    90_000,
    250,
  ).catch((err) => {
    throw new Error(`${err.message}\n${proc.output().slice(-2000)}`);
  });
  if (how === 'exited') throw new Error(`serve exited:\n${proc.output().slice(-2000)}`);
  return { proc, base };
}
