import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack, SAMPLE } from '../../helpers/sampleApp.ts';

const NODE = '/api/v1/systems/naics_2022/nodes/484110';

t.test('public reads are served from memory, still counted by the rate limiter', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '5' } });
  const first = await app.inject(NODE);
  const second = await app.inject(NODE);
  const third = await app.inject(NODE);
  t.equal(first.statusCode, 200);
  t.notOk(first.headers['x-cache'], 'the first answer comes from the read model');
  t.notOk(second.headers['x-cache'], 'the second too: a URL is kept from its second request on');
  t.equal(third.headers['x-cache'], 'hit', 'the third from the cache');
  t.equal(third.body, first.body, 'the same body');
  t.equal(third.headers.etag, first.headers.etag, 'the same ETag');
  t.equal(third.headers['x-ratelimit-remaining'], '2', 'a cached answer still counts');
  await app.inject(NODE);
  await app.inject(NODE);
  t.equal((await app.inject(NODE)).statusCode, 429, 'and the limit still holds');
});

t.test('a new version of the read models empties the cache', async (t) => {
  const { app, store, project } = await createTestStack(t);
  t.equal((await app.inject(NODE)).json().title, 'General Freight Trucking, Local');
  await app.inject(NODE); // kept
  t.equal((await app.inject(NODE)).headers['x-cache'], 'hit');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  cpSync(SAMPLE, dir, { recursive: true });
  const file = path.join(dir, 'nodes.jsonl');
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const n = JSON.parse(l);
        return JSON.stringify(
          n.system === 'naics_2022' && n.code === '484110' ? { ...n, title: 'Local Freight Trucking' } : n,
        );
      })
      .join('\n') + '\n',
  );
  await ingestBundle(store, dir, { quiet: true });
  await project();

  let title = '';
  for (let i = 0; i < 40 && title !== 'Local Freight Trucking'; i++) {
    // the cache checks the version every 250 ms
    await new Promise((r) => setTimeout(r, 100));
    title = (await app.inject(NODE)).json().title;
  }
  t.equal(title, 'Local Freight Trucking', 'the new title is served');
});

t.test('errors and private routes are never cached', async (t) => {
  const { app } = await createTestStack(t);
  await app.inject('/api/v1/systems/naics_2022/nodes/nope');
  await app.inject('/api/v1/systems/naics_2022/nodes/nope');
  const again = await app.inject('/api/v1/systems/naics_2022/nodes/nope');
  t.equal(again.statusCode, 404);
  t.notOk(again.headers['x-cache'], 'a 404 is not kept');
  await app.inject('/api/v1/health');
  await app.inject('/api/v1/health');
  t.notOk((await app.inject('/api/v1/health')).headers['x-cache'], 'health is always live');
});
