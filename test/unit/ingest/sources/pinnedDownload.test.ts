import t, { type Test } from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crosswalkHs2007Isic3 } from '../../../../ingest/sources/crosswalkHs2007Isic3.ts';
import { ensureSourceFiles } from '../../../../ingest/sources/download.ts';
import { sourceAdapters } from '../../../../ingest/sources/index.ts';
import { SOURCES_DIR } from './fixtures/helpers.ts';
import { zipOf } from './fixtures/zipWriter.ts';

// issue 33 (row 9): the WITS concordance was fetched over plain http and kept whatever arrived. Its
// content is pinned now (sha256 of the CSV the zip holds): a real local HTTP server serves the genuine
// file and a tampered one (it stands in for a network path someone altered, not for the publisher).
const CSV_NAME = 'JobID-48_Concordance_H3_to_I3.CSV';
const genuine = await readFile(path.join(SOURCES_DIR, 'crosswalks/hs_2007__isic_rev3', CSV_NAME));
const tampered = Buffer.from(genuine);
tampered[tampered.indexOf('010110')] = '9'.charCodeAt(0); // one code altered
const bodies: Record<string, Buffer> = {
  '/genuine.zip': zipOf([{ name: CSV_NAME, data: genuine, deflate: deflateRawSync }]),
  '/tampered.zip': zipOf([{ name: CSV_NAME, data: tampered, deflate: deflateRawSync }]),
  '/renamed.zip': zipOf([{ name: 'other.csv', data: genuine, deflate: deflateRawSync }]),
};
const server = http.createServer((req, res) => {
  const body = bodies[req.url ?? ''];
  res.writeHead(body ? 200 : 404);
  res.end(body ?? 'not here');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The WITS adapter as it is, its download served from `urlPath` of the local server. */
const witsFrom = (urlPath: string) => ({
  ...crosswalkHs2007Isic3,
  files: crosswalkHs2007Isic3.files.map((f) => ({ ...f, url: base + urlPath })),
});

async function cache(t: Test) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pinned-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

t.test('the genuine WITS file is kept and read', async (t) => {
  const dir = await ensureSourceFiles(witsFrom('/genuine.zip'), await cache(t));
  const { edges } = await crosswalkHs2007Isic3.read(dir);
  t.equal(edges!.length, 5052);
});

t.test('a tampered WITS file is refused and nothing is kept', async (t) => {
  const root = await cache(t);
  for (const [urlPath, why] of [
    [
      '/tampered.zip',
      /refused: the sha256 of its member JobID-48_Concordance_H3_to_I3\.CSV is [0-9a-f]{64}, pinned fee27cb8/,
    ],
    ['/renamed.zip', /refused: the archive holds no JobID-48/],
  ] as const) {
    await t.rejects(ensureSourceFiles(witsFrom(urlPath), root), { message: why }, urlPath);
    t.same(await readdir(path.join(root, crosswalkHs2007Isic3.folder)), [], `${urlPath}: no file, no temporary left`);
  }
});

t.test('a pinned plain file is checked too', async (t) => {
  const adapter = {
    ...crosswalkHs2007Isic3,
    files: [{ name: 'x.zip', url: `${base}/genuine.zip`, sha256: '0'.repeat(64) }],
  };
  await t.rejects(ensureSourceFiles(adapter, await cache(t)), {
    message: /the sha256 of it is [0-9a-f]{64}, pinned 0000/,
  });
});

t.test('every official source is fetched over https', async (t) => {
  const plain = sourceAdapters.flatMap((a) => a.files).filter((f) => !f.url.startsWith('https://'));
  t.same(plain, [], 'no plain-http download');
});
