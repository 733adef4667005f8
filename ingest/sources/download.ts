/**
 * Fills the local sources cache: downloads an adapter's files that are not there yet.
 * Each file is fetched (redirects followed), streamed to a temporary file next to its final
 * name and renamed into place, so an interrupted download never leaves a truncated file that
 * would later be taken as complete. A file with a pinned sha256 (types.ts `SourceFile`) is checked
 * before it is kept: a mismatch is refused and leaves nothing. Errors name the URL.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openZip } from './formats/zip.ts';
import type { SourceAdapter, SourceFile } from './types.ts';

export interface EnsureOptions {
  fetch?: typeof fetch;
  log?: (msg: string) => void;
  timeoutMs?: number; // per file; default 5 minutes
}

async function isPresent(path: string): Promise<boolean> {
  const s = await stat(path).catch(() => undefined);
  return Boolean(s?.isFile() && s.size > 0);
}

function describe(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e?.cause?.code ?? e?.cause?.message;
  return [e?.message ?? String(err), cause].filter(Boolean).join(': ');
}

async function download(file: SourceFile, target: string, opts: EnsureOptions): Promise<void> {
  const { url } = file;
  const fetchFn = opts.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await fetchFn(url, {
      redirect: 'follow',
      headers: { 'user-agent': 'taxonomy-graph source fetcher (+https://github.com/)' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 300_000),
    });
  } catch (err) {
    throw new Error(`download of ${url} failed (offline or host unreachable?): ${describe(err)}`, { cause: err });
  }
  if (!res.ok || !res.body) {
    throw new Error(`download of ${url} failed: HTTP ${res.status} ${res.statusText}`.trim());
  }
  const tmp = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(tmp));
  } catch (err) {
    await rm(tmp, { force: true });
    throw new Error(`download of ${url} failed while writing ${target}: ${describe(err)}`, { cause: err });
  }
  const refused = await mismatch(file, tmp).catch((err: Error) => `its content could not be read (${err.message})`);
  if (refused) {
    await rm(tmp, { force: true });
    throw new Error(
      `download of ${url} refused: ${refused}; nothing was saved (tampered in transit, or the publisher changed it)`,
    );
  }
  await rename(tmp, target);
}

/** Why the downloaded file is not the pinned one (file.sha256), or undefined when it is (or nothing is pinned). */
async function mismatch(file: SourceFile, path: string): Promise<string | undefined> {
  if (!file.sha256) return undefined;
  let bytes: Buffer = await readFile(path);
  if (file.member) {
    const zip = openZip(bytes);
    if (!zip.names.includes(file.member)) return `the archive holds no ${file.member}`;
    bytes = zip.read(file.member);
  }
  const actual = createHash('sha256').update(bytes).digest('hex');
  const what = file.member ? `its member ${file.member}` : 'it';
  return actual === file.sha256 ? undefined : `the sha256 of ${what} is ${actual}, pinned ${file.sha256}`;
}

/** Returns `<cacheDir>/<adapter.folder>`, after downloading whichever of its files are missing. */
export async function ensureSourceFiles(
  adapter: SourceAdapter,
  cacheDir: string,
  opts: EnsureOptions = {},
): Promise<string> {
  const dir = join(cacheDir, adapter.folder);
  await mkdir(dir, { recursive: true });
  for (const file of adapter.files) {
    const target = join(dir, file.name);
    if (await isPresent(target)) continue;
    opts.log?.(`${adapter.id}: downloading ${file.url}`);
    await download(file, target, opts);
    opts.log?.(`${adapter.id}: saved ${target}`);
  }
  return dir;
}
