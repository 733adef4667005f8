import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { keepWebhooksDelivered } from '../../../read/webhooks/dispatcher.ts';
import { feedDeliveries } from '../../../read/webhooks/feed.ts';
import { deliverDue } from '../../../read/webhooks/deliver.ts';
import { signWebhook } from '../../../read/webhooks/sign.ts';
import { SHARED } from '../../helpers/sampleApp.ts';
import { webhookStack } from './webhookStack.ts';
import { bearer, register, uniqueEmail } from '../auth/helpers.ts';

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine: records every request, answers 500 to the first, 204 after. */
async function receiver(t: Test) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ url: req.url!, headers: req.headers, body });
      res.writeHead(got.length === 1 ? 500 : 204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  return { got, port: (server.address() as AddressInfo).port };
}

const until = async (what: () => boolean | Promise<boolean>, ms = 30_000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

t.test('watch lists: a signed webhook delivery follows an ingest that retitles a watched code', async (t) => {
  const { stack, open } = await webhookStack(t); // `open` allows private addresses (the receiver is on 127.0.0.1)
  const { app, store, project, db } = stack;
  const hook = await receiver(t);
  const { token } = await register(app, uniqueEmail('watcher'));
  t.ok(token, 'signed in');
  const auth = bearer(token);

  t.test('no webhook to loopback, private or link-local addresses (SSRF)', async (t) => {
    for (const url of [
      `http://127.0.0.1:${hook.port}/`,
      `http://localhost:${hook.port}/`,
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'file:///etc/passwd',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/watches',
        headers: auth,
        payload: { target: 'system', system: 'nace_rev2', webhook_url: url },
      });
      t.equal(res.statusCode, 400, url);
      t.match(res.json(), { parameter: 'webhook_url' }, `${url}: the problem names the field`);
    }
    const none = await app.inject({ url: '/api/v1/watches', headers: auth });
    t.equal(none.json().total, 0, 'nothing was watched');
  });

  const created = await open.inject({
    method: 'POST',
    url: '/api/v1/watches',
    headers: auth,
    payload: { target: 'code', system: 'nace_rev2', code: '10.12', webhook_url: `http://127.0.0.1:${hook.port}/hook` },
  });
  t.equal(created.statusCode, 201, created.body);
  const watch = created.json();
  await project(); // (serve's projector runs by itself; this test's does not)
  t.match(watch, { id: /^wat_/, target: 'code', system: 'nace_rev2', code: '10.12', webhook_secret: /^whsec_/ });
  const again = await open.inject({
    method: 'POST',
    url: '/api/v1/watches',
    headers: auth,
    payload: { target: 'code', system: 'nace_rev2', code: '10.12' },
  });
  t.equal(again.statusCode, 409, 'a code is watched once per account');
  const listed = await app.inject({ url: '/api/v1/watches?system=nace_rev2&code=10.12', headers: auth });
  t.match(listed.json(), { total: 1, items: [{ id: watch.id, webhook_url: `http://127.0.0.1:${hook.port}/hook` }] });
  t.notOk(listed.body.includes('whsec_'), 'the secret is shown once, never listed');
  const other = await register(app, uniqueEmail('other'));
  const foreign = await app.inject({ url: `/api/v1/watches/${watch.id}/deliveries`, headers: bearer(other.token) });
  t.equal(foreign.statusCode, 404, "another account cannot read this watch's deliveries");

  // the SSE feed, open before the ingest
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const ac = new AbortController();
  t.teardown(() => ac.abort());
  const sse = await fetch(`${base}/api/v1/changes?since=now&system=nace_rev2&code=10.12`, {
    headers: { accept: 'text/event-stream' },
    signal: ac.signal,
  });

  // the dispatcher, as `serve` runs it (first retry after 1 s)
  const stop = new AbortController();
  const logs: string[] = [];
  const dispatcher = keepWebhooksDelivered(db.pool, {
    allowPrivate: true,
    retrySeconds: [1, 1],
    log: (m) => logs.push(m),
    signal: stop.signal,
  });
  t.teardown(async () => {
    stop.abort();
    await dispatcher;
  });

  await ingestOfficial(store, 'nace_rev2', path.join(SHARED, 'sources')); // retitles 10.12
  await project();
  /** The delivered body that carries the retitle of 10.12, once it arrived. */
  const retitle = () =>
    hook.got.slice(1).find((r) => {
      const changes = JSON.parse(r.body).data.changes;
      return changes.some((c: any) => c.kind === 'code_retitled' && c.code === '10.12');
    });
  t.ok(await until(() => retitle() !== undefined), `delivered (${logs.join('; ')})`);
  const got = retitle()!;
  t.equal(got.url, '/hook');
  const id = String(got.headers['webhook-id']);
  const ts = Number(got.headers['webhook-timestamp']);
  t.ok(Math.abs(Date.now() / 1000 - ts) < 120, 'webhook-timestamp is now, in seconds');
  t.equal(
    got.headers['webhook-signature'],
    signWebhook(watch.webhook_secret, id, ts, got.body),
    'signed per Standard Webhooks with the secret the watch was given',
  );
  t.ok(
    hook.got.every(
      (r) =>
        r.headers['webhook-signature'] ===
        signWebhook(
          watch.webhook_secret,
          String(r.headers['webhook-id']),
          Number(r.headers['webhook-timestamp']),
          r.body,
        ),
    ),
    'every delivery is signed',
  );
  const payload = JSON.parse(got.body);
  t.match(payload, { type: 'catalog.changed', data: { watch_id: watch.id, more: false } });
  t.equal(payload.data.total, payload.data.changes.length, 'all its changes in the body');
  const change = payload.data.changes.find((c: any) => c.kind === 'code_retitled');
  t.match(change, {
    kind: 'code_retitled',
    system: 'nace_rev2',
    code: '10.12',
    title: 'Processing and preserving of poultry meat',
    previous_title: 'Processing and preserving of meat',
  });
  const failedId = String(hook.got[0].headers['webhook-id']);
  t.ok(
    await until(() => hook.got.slice(1).some((r) => r.headers['webhook-id'] === failedId)),
    'the failed delivery was retried under its webhook-id',
  );

  // the SSE feed shows the same change, under the same cursor
  const reader = sse.body!.getReader();
  let text = '';
  await until(async () => {
    const { value, done } = await reader.read();
    if (value) text += Buffer.from(value).toString();
    return done || text.includes(`id: ${change.cursor}`);
  });
  t.match(text, new RegExp(`id: ${change.cursor}\nevent: change\ndata: .*"code_retitled"`), 'the SSE feed has it');
  ac.abort();

  await until(async () => {
    const items = (await app.inject({ url: `/api/v1/watches/${watch.id}/deliveries`, headers: auth })).json().items;
    return items.every((d: any) => d.status === 'delivered');
  });
  const log = (await app.inject({ url: `/api/v1/watches/${watch.id}/deliveries`, headers: auth })).json();
  t.ok(log.total >= 1, `${log.total} deliveries logged`);
  t.match(
    log.items.find((d: any) => d.id === failedId),
    {
      status: 'delivered',
      attempts: 2,
      log: [
        { status: 500, error: /answered 500/ },
        { status: 204, error: null },
      ],
    },
    'the delivery log: the failed attempt, then the delivery',
  );
  const mine = log.items.find((d: any) => d.id === id);
  t.match(mine, { status: 'delivered', changes: payload.data.total });
  const page = await app.inject(`/api/v1/changes?since=${mine.since}&system=nace_rev2&code=10.12`);
  t.equal(
    page.json().items[0].cursor,
    payload.data.changes[0].cursor,
    "a delivery's `since` reads its changes from the feed",
  );

  t.test('a host that turned private by the time of delivery is refused, the attempt logged', async (t) => {
    stop.abort();
    await dispatcher;
    const rebound = await open.inject({
      method: 'POST',
      url: '/api/v1/watches',
      headers: auth,
      payload: { target: 'system', system: 'nace_rev2', webhook_url: `http://localhost:${hook.port}/rebound` },
    });
    t.equal(rebound.statusCode, 201);
    // the corpus release of nace_rev2 again (10.12 retitled back)
    const { ingestBundle } = await import('../../../ingest/ingestBundle.ts');
    const { mkdtempSync, writeFileSync, readFileSync, rmSync } = await import('node:fs');
    const dir = mkdtempSync(path.join((await import('node:os')).tmpdir(), 'hooks-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    for (const f of ['systems.jsonl', 'nodes.jsonl']) {
      const lines = readFileSync(path.join(SHARED, 'corpus/sample', f), 'utf8').split('\n');
      writeFileSync(path.join(dir, f), lines.filter((l) => l.includes('"nace_rev2"')).join('\n') + '\n');
    }
    await ingestBundle(store, dir, { quiet: true });
    await project();
    t.ok((await feedDeliveries(db.pool)) >= 1, 'deliveries queued for both watches');
    const before = hook.got.length;
    await deliverDue(db.pool, { allowPrivate: false, retrySeconds: [] });
    t.equal(hook.got.length, before, 'nothing reached the private address');
    const res = await app.inject({ url: `/api/v1/watches/${rebound.json().id}/deliveries`, headers: auth });
    t.match(res.json().items[0], {
      status: 'failed',
      attempts: 1,
      log: [{ status: null, error: /^refused: localhost resolves to (127\.0\.0\.1|::1)/ }],
    });
  });
});
