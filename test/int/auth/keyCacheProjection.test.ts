import t from 'tap';
import { changeTier, issueApiKey, registerAccount, revokeApiKey } from '../../../commands/accounts/handlers.ts';
import { generateApiKey, newKeyId } from '../../../commands/accounts/secrets.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { createKeyCacheProjection } from '../../../projections/keyCache/projector.ts';
import { lookupKey } from '../../../projections/keyCache/lookup.ts';
import { commitRedisBatch, readRedisCheckpoint } from '../../../projections/runtime/redisProjection.ts';
import { checkpointKeyOf, liveKey } from '../../../projections/runtime/redisGenerations.ts';
import { keyCacheNamespace } from '../../../projections/keyCache/keys.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('the key cache: incremental equals replay; checkpoint in Redis with compare-and-set', async (t) => {
  const { db, store, redis, config, vault } = await createTestStack(t, { ingestSample: false });
  const projections = allProjections({ pool: db.pool, redis, config });
  const projector = createProjector({ pool: db.pool, store, projections });
  const keys: { hash: string; id: string }[] = [];
  const { accountId } = await registerAccount(store, vault, { email: 'cache@example.com', passwordHash: null });
  for (let i = 0; i < 4; i++) {
    const k = generateApiKey();
    const id = newKeyId();
    await issueApiKey(store, vault, accountId, {
      keyId: id,
      name: `k${i}`,
      hash: k.hash,
      prefix: k.prefix,
      last4: k.last4,
    });
    keys.push({ hash: k.hash, id });
    if (i === 1) await projector.catchUpOrWait(); // part incremental
  }
  await revokeApiKey(store, accountId, keys[0].id);
  await changeTier(store, accountId, 'pro');
  await projector.catchUpOrWait();
  const snapshot = async () => Promise.all(keys.map((k) => lookupKey(redis, config.redisPrefix, k.hash)));
  const incremental = await snapshot();
  t.match(incremental, [
    { status: 'revoked', tier: 'pro' },
    { status: 'active', tier: 'pro', account: accountId },
    {},
    {},
  ]);

  await projector.reset(['keyCache']);
  t.same(await snapshot(), incremental, 'a rebuild fills a new generation: the live one answers meanwhile');
  await projector.catchUpOrWait();
  t.same(await snapshot(), incremental, 'replay from 0 gives the same cache, switched in when complete');
  const head = await store.headPosition();
  const status = await db.pool.query("SELECT position FROM projection_checkpoints WHERE name = 'keyCache'");
  t.equal(BigInt(status.rows[0].position), head, 'the checkpoint mirror feeds status and health');

  const p = createKeyCacheProjection(redis, config.redisPrefix);
  t.equal(await readRedisCheckpoint(db.pool, p), head);
  t.notOk(
    await commitRedisBatch(db.pool, p, head - 1n, head + 5n, []),
    'a stale checkpoint is refused (compare-and-set)',
  );
  t.equal(await readRedisCheckpoint(db.pool, p), head, 'and nothing moved');

  const live = await redis.get(liveKey(p.namespace));
  await redis.del(checkpointKeyOf(p.namespace, live!));
  await readRedisCheckpoint(db.pool, p);
  await t.rejects(
    snapshot(),
    /being rebuilt/,
    'a cache that lost data is withdrawn: no key is checked until the replay is done',
  );
  await projector.catchUpOrWait();
  t.same(await snapshot(), incremental, 'a Redis that lost the checkpoint replays to the same cache');
});

t.test('on an empty log the key cache goes live once and stays live (issue 19)', async (t) => {
  // It used to go live without a checkpoint, so the next round took it for a cache that lost its data,
  // withdrew it and replayed into a new generation, every round until the first event.
  const { db, store, redis, config } = await createTestStack(t, { ingestSample: false });
  const projector = createProjector({
    pool: db.pool,
    store,
    projections: allProjections({ pool: db.pool, redis, config }),
  });
  const ns = keyCacheNamespace(config.redisPrefix);
  await projector.catchUpOrWait();
  const first = await redis.get(liveKey(ns));
  t.ok(first, 'a generation is live after the first round');
  for (let i = 0; i < 3; i++) await projector.catchUpOrWait();
  t.equal(await redis.get(liveKey(ns)), first, 'the same generation is live after three more rounds');
});
