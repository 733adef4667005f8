import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { feedDeliveries } from '../../../read/webhooks/feed.ts';
import { deliverDue } from '../../../read/webhooks/deliver.ts';
import { SHARED } from '../../helpers/sampleApp.ts';
import { webhookStack } from './webhookStack.ts';
import { bearer, register, SAME_ORIGIN, uniqueEmail } from '../auth/helpers.ts';

// Issue 39: erasing an account stops its webhooks at once: a delivery already pending for one of its watches
// is dropped, never sent (its URL and secret were sealed with the account's data key, which the erasure destroyed).
t.test("an erased account's pending webhook deliveries are dropped and never sent", async (t) => {
  const { stack, open } = await webhookStack(t); // `open` allows private addresses (the receiver is on 127.0.0.1)
  const { app, store, project, db } = stack;
  const got: string[] = [];
  const receiver = http.createServer((req, res) => {
    got.push(req.url!);
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => receiver.close(() => r())));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const { token } = await register(app, uniqueEmail('erased'));
  const auth = bearer(token);
  const watch = await open.inject({
    method: 'POST',
    url: '/api/v1/watches',
    headers: auth,
    payload: { target: 'system', system: 'nace_rev2', webhook_url: url },
  });
  t.equal(watch.statusCode, 201, watch.body);
  await project();

  await ingestOfficial(store, 'nace_rev2', path.join(SHARED, 'sources')); // a release: changes to deliver
  await project();
  t.ok((await feedDeliveries(db.pool)) > 0, 'deliveries queued for the watch');
  const status = async () =>
    (
      await db.pool.query<{ status: string; log: { error: string | null }[] }>(
        'SELECT status, log FROM webhook_deliveries WHERE watch_id = $1',
        [watch.json().id],
      )
    ).rows;
  t.ok((await status()).length > 0 && (await status()).every((d) => d.status === 'pending'), 'pending, none sent yet');

  const erased = await app.inject({
    method: 'DELETE',
    url: '/api/v1/auth/account',
    headers: { ...auth, ...SAME_ORIGIN },
  });
  t.equal(erased.statusCode, 200, erased.body);

  // the dispatcher's next round, before the projector has removed the watch: the sealed webhook no longer opens
  const options = { allowPrivate: true, retrySeconds: [1] };
  while ((await deliverDue(db.pool, options)) > 0);
  const dropped = await status();
  t.ok(
    dropped.every((d) => d.status === 'dropped'),
    `every delivery dropped (${dropped.map((d) => d.status).join(', ')})`,
  );
  t.match(dropped[0].log.at(-1), { error: 'the account was erased' }, 'the log says why');

  await project(); // the watch goes with the account: nothing more is queued for it
  const left = await db.pool.query('SELECT 1 FROM watches WHERE watch_id = $1', [watch.json().id]);
  t.equal(left.rowCount, 0, "the account's watch is gone");
  t.same(got, [], 'the receiver never heard from the erased account');
});
