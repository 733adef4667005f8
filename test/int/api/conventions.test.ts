import t from 'tap';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestStack, ROOT } from '../../helpers/sampleApp.ts';
import { connectMcp } from '../../helpers/mcpClient.ts';

const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;

t.test('an integrator on another origin, and the versions every door reports', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000' } });

  t.test('a browser script on another origin may read the validators, limits and request id', async (t) => {
    const res = await stack.app.inject({ url: '/api/v1/systems', headers: { origin: 'https://app.example' } });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['access-control-allow-origin'], '*');
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);
    for (const h of [
      'etag',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'retry-after',
      'x-request-id',
    ])
      t.ok(exposed.includes(h), `${h} is exposed`);
    t.ok(res.headers.etag && res.headers['x-ratelimit-remaining'] && res.headers['x-request-id'], 'and they are sent');
  });

  t.test("the OpenAPI document's info.version is package.json's", async (t) => {
    t.equal((await stack.app.inject('/api/v1/openapi.json')).json().info.version, version);
  });

  t.test('MCP: package.json version; listChanged only where the list can change', async (t) => {
    const { client } = await connectMcp(t, stack);
    t.equal(client.getServerVersion()?.version, version);
    const resources = client.getServerCapabilities()?.resources;
    t.ok(resources, 'resources are offered');
    t.not(resources?.listChanged, true, 'the resource list never changes during a session, so no listChanged');
  });
});
