import t from 'tap';
import { changeTier, issueApiKey, registerAccount } from '../../../commands/accounts/handlers.ts';
import { generateApiKey, newKeyId } from '../../../commands/accounts/secrets.ts';
import type { Redis } from '../../../platform/connections.ts';
import { lookupKey, refuseKeyNow } from '../../../projections/keyCache/lookup.ts';
import { keyCacheNamespace } from '../../../projections/keyCache/keys.ts';
import { allProjections } from '../../../projections/registry.ts';
import { liveKey } from '../../../projections/runtime/redisGenerations.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

// Issue 19: a keyed request read the key cache in three sequential round trips (live generation, key
// entry, account tier: three slots on a Redis Cluster). Once an instance has seen the live generation
// and the key's account, the three reads go out together: one round trip. Revocations and tier changes
// are still seen at once, and a generation switch is followed (the remembered generation is checked in
// the same round). Runs on one Redis and, from test/e2e/faults/redisCluster.test.ts, on a real cluster.

/**
 * The real Redis, counting round trips on the critical path: a command sent before any other finished
 * is in round 1; one sent after a command of round n finished is in round n + 1 (it waited for it). So
 * two reads sent together are one round even when a cluster answers them from different nodes at
 * different times (counting "commands in flight" instead undercounts there: a dependent read sent while
 * an unrelated one is still pending looked like the same round).
 */
function countingRounds(redis: Redis) {
  let finished = 0; // the highest round of a command that has finished
  let rounds = 0;
  const counted =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    (...a: A) => {
      const round = finished + 1;
      rounds = Math.max(rounds, round);
      return fn(...a).finally(() => {
        finished = Math.max(finished, round);
      });
    };
  const wrapped: Redis = {
    ...redis,
    kind: redis.kind,
    get: counted(redis.get),
    hGet: counted(redis.hGet),
    hmGet: counted(redis.hmGet),
  };
  return {
    redis: wrapped,
    rounds: async <T>(run: () => Promise<T>) => {
      rounds = 0;
      finished = 0;
      const value = await run();
      return { value, rounds };
    },
  };
}

t.test('a key lookup takes one round trip once seen; revocations, tiers and rebuilds still show at once', async (t) => {
  const { db, store, redis, config, vault } = await createTestStack(t, { ingestSample: false });
  const projector = createProjector({
    pool: db.pool,
    store,
    projections: allProjections({ pool: db.pool, redis, config }),
  });
  const { accountId } = await registerAccount(store, vault, { email: 'rounds@example.com', passwordHash: null });
  const issue = async () => {
    const k = generateApiKey();
    await issueApiKey(store, vault, accountId, {
      keyId: newKeyId(),
      name: 'k',
      hash: k.hash,
      prefix: k.prefix,
      last4: k.last4,
    });
    return k.hash;
  };
  const [one, two] = [await issue(), await issue()];
  await projector.catchUpOrWait();
  const c = countingRounds(redis);
  const look = (hash: string) => c.rounds(() => lookupKey(c.redis, config.redisPrefix, hash));

  const first = await look(one);
  t.match(first.value, { account: accountId, status: 'active', tier: 'free' }, 'the key is found');
  t.equal(first.rounds, 3, 'the first lookup on this client: live generation, then the entry, then the tier');
  const again = await look(one);
  t.match(again.value, { status: 'active', tier: 'free' });
  t.equal(again.rounds, 1, 'the next one: a single round trip');
  t.equal((await look(two)).rounds, 2, 'another key of the client: the tier waits for its account, once');

  await refuseKeyNow(redis, config.redisPrefix, one);
  const revoked = await look(one);
  t.equal(revoked.value?.status, 'revoked', 'a revocation is seen by the very next lookup');
  t.equal(revoked.rounds, 1, 'still in one round trip');

  await changeTier(store, accountId, 'pro');
  await projector.catchUpOrWait();
  t.equal((await look(two)).value?.tier, 'pro', 'a tier change is seen (the tier is never remembered)');

  const ns = keyCacheNamespace(config.redisPrefix);
  const before = await redis.get(liveKey(ns));
  await projector.reset(['keyCache']);
  await projector.catchUpOrWait();
  const after = await redis.get(liveKey(ns));
  t.not(after, before, 'a rebuild switched to a new generation (the old one is retired, not yet deleted)');
  await refuseKeyNow(redis, config.redisPrefix, two); // written to the new live generation only
  const switched = await look(two);
  t.equal(switched.value?.status, 'revoked', 'the lookup follows the switch: the new generation answers');
  t.equal(switched.rounds, 2, 'one round to learn the switch, one on the new generation');
  t.equal((await look(two)).rounds, 1, 'then one round again');
  t.equal((await look(generateApiKey().hash)).value, undefined, 'an unknown key is still unknown');
});
