import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import tap, { type Test } from 'tap';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestStack, ROOT, type TestStack } from '../../helpers/sampleApp.ts';
import { ensureWebBuild } from '../../../web/build.ts';
import { withFileLock } from '../../../platform/fileLock.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS = path.join(ROOT, 'test-results/web');
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Why the browser tests cannot run here, or undefined when they can. */
export function skipReason(): string | undefined {
  return existsSync(CHROMIUM)
    ? undefined
    : `no ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) to run the browser tests`;
}

export interface WebStack extends TestStack {
  base: string;
  browser: Browser;
}

let launched: Promise<Browser> | undefined;
/** One headless Chromium per test process (a launch costs seconds of CPU), closed when the process ends. */
function fileBrowser(): Promise<Browser> {
  if (!launched) {
    launched = chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const browser = launched;
    tap.teardown(async () => (await browser.catch(() => undefined))?.close());
  }
  return launched;
}

/**
 * The sample-corpus stack listening on a free port, the web app built, and the file's headless
 * Chromium; the tabs a test opens are closed with it. `official`: with the official files too (NACE Rev. 2.1, labels).
 */
export async function startWeb(
  t: Test,
  env: Record<string, string> = {},
  opts: { official?: boolean } = {},
): Promise<WebStack> {
  await ensureWebBuild(() => {}, { lock: withFileLock });
  const stack = await createTestStack(t, {
    env: { ANON_RATE_LIMIT_PER_MINUTE: '100000', ...env },
    official: opts.official,
  });
  // A live projector, as `taxonomy serve` runs one (sign-in and key writes wait for it). Teardowns run
  // last-registered first, so it stops before the stack's database goes away.
  const stop = new AbortController();
  const projector = createProjector({
    pool: stack.db.pool,
    store: stack.store,
    projections: allProjections({ pool: stack.db.pool, redis: stack.redis, config: stack.config }),
  });
  const projecting = projector.run(stop.signal);
  t.teardown(async () => {
    stop.abort();
    await projecting;
  });
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = stack.app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const browser = await fileBrowser();
  t.teardown(async () => {
    for (const context of browser.contexts()) await context.close().catch(() => {});
  });
  return { ...stack, base, browser };
}

export interface Tab {
  page: Page;
  errors: string[];
  shot(name: string): Promise<void>;
}

/**
 * A new page that records console errors and page errors; `shot` saves a full-page screenshot.
 * `bypassCSP` lets a test inject a checker (axe-core) into pages whose CSP forbids inline scripts.
 */
export async function openTab(
  web: WebStack,
  viewport = { width: 1280, height: 900 },
  opts: { bypassCSP?: boolean } = {},
): Promise<Tab> {
  const context = await web.browser.newContext({ viewport, ...opts });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  mkdirSync(SHOTS, { recursive: true });
  return {
    page,
    errors,
    shot: async (name) => {
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    },
  };
}
