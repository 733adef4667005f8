import t from 'tap';
import { accountRegistered, emailReserved } from '../../../commands/accounts/events.ts';
import { emailHash, hashPassword, newAccountId } from '../../../commands/accounts/secrets.ts';
import { findAccountIdByEmail } from '../../../commands/accounts/handlers.ts';
import { accountStream, emailStream } from '../../../commands/streams.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { waitForProjections } from '../../../query-api/auth/waitForProjections.ts';
import { databaseTraces } from '../../helpers/traces.ts';
import { PASSWORD, SAME_ORIGIN, authStack } from './helpers.ts';

/**
 * Accounts written before sealing (e-mail and password hash in the clear in AccountRegistered, the
 * reservation stream named by a plain sha256) still replay and sign in; `forget` erases them from
 * every read model, but cannot remove what the immutable log holds in the clear (SECURITY.md).
 */
t.test('an account registered by older code still works, and forget erases its read models', async (t) => {
  const stack = await authStack(t);
  const { app, db, store } = stack;
  const local = `legacy-${process.pid}-${Date.now()}`;
  const email = `${local}@example.com`;
  const accountId = newAccountId();
  const passwordHash = await hashPassword(PASSWORD);
  await store.append(emailStream(emailHash(email)), [emailReserved({ accountId })], 'no_stream');
  const { lastPosition } = await store.append(
    accountStream(accountId),
    [accountRegistered({ accountId, email, passwordHash, tier: 'free' })],
    'no_stream',
  );
  await waitForProjections(db.pool, lastPosition);

  t.equal(await findAccountIdByEmail(store, stack.vault, email.toUpperCase()), accountId, 'found by e-mail');
  const taken = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: PASSWORD },
    remoteAddress: '10.13.30.1',
  });
  t.equal(taken.statusCode, 409, 'its e-mail stays taken');
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: '10.13.30.2',
  });
  t.equal(login.statusCode, 200, 'it signs in with its password');

  const erased = await app.inject({
    method: 'DELETE',
    url: '/api/v1/auth/account',
    headers: { authorization: `Bearer ${login.json().token}`, ...SAME_ORIGIN },
    remoteAddress: '10.13.30.3',
  });
  t.equal(erased.statusCode, 200, 'it can erase itself');
  const after = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: '10.13.30.4',
  });
  t.equal(after.statusCode, 401, 'its password opens nothing afterwards');

  const projector = createProjector({
    pool: db.pool,
    store,
    projections: allProjections({ pool: db.pool, redis: stack.redis, config: stack.config }),
  });
  await projector.rebuild();
  await projector.catchUpOrWait(120_000);
  t.same(
    await databaseTraces(db.pool, [local]),
    ['public.events'],
    'after a rebuild only the log itself still holds it (written in the clear before sealing)',
  );
  const again = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: PASSWORD },
    remoteAddress: '10.13.30.5',
  });
  t.equal(again.statusCode, 201, 'its e-mail was released: it may register anew');
});
