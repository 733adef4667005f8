import t, { type Test } from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSourceFiles } from '../../../../ingest/sources/download.ts';
import type { SourceAdapter } from '../../../../ingest/sources/types.ts';

const BODY = '"Code","Description"\r\n"A","Agriculture, forestry and fishing"\r\n';
const requests: string[] = [];
const server = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  if (req.url === '/files/structure.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(BODY);
    return;
  }
  if (req.url === '/old/structure.txt') {
    res.writeHead(301, { location: '/files/structure.txt' });
    res.end();
    return;
  }
  res.writeHead(404);
  res.end('not here');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function adapter(files: { name: string; url: string }[]): SourceAdapter {
  return {
    id: 'test_system',
    kind: 'system',
    title: 'Test',
    folder: 'nested/test_system',
    files,
    read: async () => ({}),
  };
}

async function tempCache(t: Test): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sources-cache-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

t.test('downloads a missing file into <cache>/<folder>, following redirects', async (t) => {
  const cache = await tempCache(t);
  const logs: string[] = [];
  const dir = await ensureSourceFiles(
    adapter([
      { name: 'structure.txt', url: `${base}/files/structure.txt` },
      { name: 'moved.txt', url: `${base}/old/structure.txt` },
    ]),
    cache,
    { log: (m) => logs.push(m) },
  );
  t.equal(dir, path.join(cache, 'nested/test_system'));
  t.equal(await readFile(path.join(dir, 'structure.txt'), 'utf8'), BODY);
  t.equal(await readFile(path.join(dir, 'moved.txt'), 'utf8'), BODY);
  t.same((await readdir(dir)).sort(), ['moved.txt', 'structure.txt'], 'no temp files left behind');
  t.ok(logs.some((m) => m.includes(`${base}/files/structure.txt`)));
});

t.test('files already in the cache are not fetched again', async (t) => {
  const cache = await tempCache(t);
  const dir = path.join(cache, 'nested/test_system');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'structure.txt'), 'cached');
  const before = requests.length;
  await ensureSourceFiles(adapter([{ name: 'structure.txt', url: `${base}/files/structure.txt` }]), cache);
  t.equal(requests.length, before);
  t.equal(await readFile(path.join(dir, 'structure.txt'), 'utf8'), 'cached');
});

t.test('a 404 fails with an error naming the URL, and leaves no file', async (t) => {
  const cache = await tempCache(t);
  const url = `${base}/missing/file.xlsx`;
  await t.rejects(ensureSourceFiles(adapter([{ name: 'file.xlsx', url }]), cache), {
    message: new RegExp(`download of ${url.replace(/[.]/g, '\\.')} failed: HTTP 404`),
  });
  t.same(await readdir(path.join(cache, 'nested/test_system')), []);
});

t.test('network failure (offline) names the URL', async (t) => {
  const cache = await tempCache(t);
  const offline = (async () => {
    throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
  }) as unknown as typeof fetch;
  const url = 'https://www.census.gov/naics/2022NAICS/2-6%20digit_2022_Codes.xlsx';
  await t.rejects(ensureSourceFiles(adapter([{ name: 'codes.xlsx', url }]), cache, { fetch: offline }), {
    message:
      /download of https:\/\/www\.census\.gov\/.* failed \(offline or host unreachable\?\): fetch failed: ENOTFOUND/,
  });
});
