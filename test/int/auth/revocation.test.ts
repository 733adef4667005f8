import t from 'tap';
import { issueApiKey, registerAccount } from '../../../commands/accounts/handlers.ts';
import { generateApiKey, newKeyId } from '../../../commands/accounts/secrets.ts';
import type { RecordedEvent } from '../../../commands/eventStore/port.ts';
import { createKeyCacheProjection } from '../../../projections/keyCache/projector.ts';
import { commitRedisBatch } from '../../../projections/runtime/redisProjection.ts';
import { signAccessToken } from '../../../query-api/auth/jwt.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { JWT_SECRET } from './helpers.ts';
import { deleteKeys } from '../../helpers/redisKeys.ts';

// Issue 13, item 4: a revocation is true when it is reported, and a key cache rebuild never passes
// through a state where a revoked key is valid.
t.test('revocation: 204 only once the key is refused; a cache replay never accepts a revoked key', async (t) => {
  const stack = await createTestStack(t, {
    ingestSample: false,
    env: { JWT_SECRET, ANON_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const { app, store, config, redis, db, vault } = stack;
  const { accountId } = await registerAccount(store, vault, { email: 'revoke@example.com', passwordHash: null });
  const k = generateApiKey();
  const keyId = newKeyId();
  await issueApiKey(store, vault, accountId, { keyId, name: 'k', hash: k.hash, prefix: k.prefix, last4: k.last4 });
  await stack.project();
  const withKey = () => app.inject({ url: '/api/v1/systems', headers: { authorization: `Bearer ${k.key}` } });
  t.equal((await withKey()).statusCode, 200, 'the key works');

  // no projector runs from here on
  const jwt = await signAccessToken(config, accountId);
  const del = await app.inject({
    method: 'DELETE',
    url: `/api/v1/auth/keys/${keyId}`,
    headers: { authorization: `Bearer ${jwt}` },
  });
  t.equal(del.statusCode, 204, 'revoked');
  const after = await withKey();
  t.equal(after.statusCode, 401, 'and refused as soon as the 204 arrives, with no projector running');
  t.match(after.json().detail, /revoked/);

  // the projector catches up later: the key stays refused
  await stack.project();
  t.equal((await withKey()).statusCode, 401, 'still refused after the projector applied the event');

  // Redis loses the key cache; its replay applies ApiKeyIssued before ApiKeyRevoked
  const p = createKeyCacheProjection(redis, config.redisPrefix);
  await deleteKeys(redis, `${p.namespace}*`);
  const events: RecordedEvent[] = [];
  for await (const e of store.readAll(0n, 64)) events.push(e);
  const issued = events.findIndex((e) => e.type === 'ApiKeyIssued');
  t.ok(issued >= 0 && events.slice(issued).some((e) => e.type === 'ApiKeyRevoked'), 'issued, then revoked');
  t.ok(await commitRedisBatch(db.pool, p, 0n, events[issued].position, events.slice(0, issued + 1)), 'half replayed');
  const mid = await withKey();
  t.not(mid.statusCode, 200, `half-way through the replay the revoked key is not accepted (${mid.statusCode})`);
  await stack.project();
  t.equal((await withKey()).statusCode, 401, 'after the replay: refused');
});
