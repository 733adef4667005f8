import t from 'tap';
import { issueSignInLink } from '../../../commands/accounts/handlers.ts';
import { generateSignInToken, newLinkId } from '../../../commands/accounts/secrets.ts';
import { keyCacheNamespace } from '../../../projections/keyCache/keys.ts';
import { liveKey } from '../../../projections/runtime/redisGenerations.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { JWT_SECRET, bearer, issueKey, postSignInToken, register, uniqueEmail } from './helpers.ts';

// Issue 33, rows 1 and 9: while the key cache had no live generation (a flushed or restarted Redis being
// replayed), `lookupAccount()` answered "since 0, not erased", so a token issued before the owner proved
// the address was accepted again (200); and a valid API key, whose check failed, was counted against its
// address's anonymous limit and told "rate limit of 6 exceeded" (429) instead of 503. Fails on that code.
t.test('while the key cache is replayed, tokens and keys get 503 with Retry-After, never 200 or 429', async (t) => {
  // no projector runs here: the cache stays without a live generation as long as the test wants
  const stack = await createTestStack(t, {
    ingestSample: false,
    env: { JWT_SECRET, ANON_RATE_LIMIT_PER_MINUTE: '6' },
  });
  const { app, store, redis, config } = stack;
  const squatter = await register(app, uniqueEmail('squatted'));
  t.equal(squatter.res.statusCode, 201);
  const other = await register(app, uniqueEmail('other'));
  await stack.project();
  const key = await issueKey(app, other.token);
  t.equal(key.res.statusCode, 201);
  await stack.project();
  t.equal((await app.inject({ url: '/api/v1/systems', headers: bearer(key.key) })).statusCode, 200, 'the key works');
  await new Promise((r) => setTimeout(r, 1100)); // tokens carry iat in whole seconds

  // the owner proves the address: the squatter's token is refused
  const link = generateSignInToken(squatter.accountId);
  await issueSignInLink(store, squatter.accountId, { linkId: newLinkId(), tokenHash: link.hash });
  t.equal((await postSignInToken(app, link.token)).statusCode, 303, 'the owner signed in by link');
  await stack.project();
  const keysOf = (token: string) => app.inject({ url: '/api/v1/auth/keys', headers: bearer(token) });
  t.equal((await keysOf(squatter.token)).statusCode, 401, "the squatter's token is refused");

  // Redis lost the cache (flush, restart): no live generation until a replay reaches the head
  await redis.del(liveKey(keyCacheNamespace(config.redisPrefix)));
  const superseded = [];
  for (let i = 0; i < 3; i++) superseded.push(await keysOf(squatter.token));
  t.same(
    superseded.map((r) => r.statusCode),
    [503, 503, 503],
    "the squatter's token: 503 (cannot be checked), never 200",
  );
  const keyed = [];
  for (let i = 0; i < 8; i++) keyed.push(await app.inject({ url: '/api/v1/systems', headers: bearer(key.key) }));
  t.same(
    keyed.map((r) => r.statusCode),
    Array(8).fill(503),
    'a valid key: 503 each time, not 429 "rate limit of 6" once its address ran out',
  );
  t.ok(
    keyed.every((r) => r.headers['retry-after']),
    'each with Retry-After',
  );
  t.match(keyed[7].json(), { status: 503, detail: /cannot be checked right now/ });
  t.equal((await keysOf(other.token)).statusCode, 503, "a current token: 503 too (its account's state is unknown)");
  t.equal((await app.inject({ url: '/api/v1/systems' })).statusCode, 200, 'anonymous reads continue');

  // the replay completes: everything as before
  await stack.project();
  t.equal((await keysOf(squatter.token)).statusCode, 401, 'after the replay: the squatter refused');
  t.equal((await keysOf(other.token)).statusCode, 200, 'the current token works');
  t.equal((await app.inject({ url: '/api/v1/systems', headers: bearer(key.key) })).statusCode, 200, 'the key works');
});
