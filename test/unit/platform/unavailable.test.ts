import Fastify from 'fastify';
import t from 'tap';
import { installErrorHandling } from '../../../query-api/errorHandler.ts';
import { RedisUnavailableError } from '../../../platform/redis/redis.ts';
import { unavailability } from '../../../platform/unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

t.test('what the clients say when a dependency cannot answer', async (t) => {
  t.equal(unavailability(withCode('canceling statement due to statement timeout', '57014')), 'timeout');
  t.equal(unavailability(new Error('Query read timeout')), 'timeout', "pg's own client-side timeout");
  t.equal(unavailability(withCode('terminating connection due to administrator command', '57P01')), 'down');
  t.equal(unavailability(withCode('connection failure', '08006')), 'down', 'SQLSTATE class 08');
  t.equal(unavailability(new Error('Connection terminated unexpectedly')), 'down');
  t.equal(unavailability(new Error('timeout exceeded when trying to connect')), 'down', "the pool's wait");
  t.equal(unavailability(new RedisUnavailableError('breaker open')), 'down');
  t.equal(
    unavailability(
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:7700', 'ECONNREFUSED') }),
    ),
    'down',
    'a socket error wrapped by fetch (a Meilisearch call)',
  );
});

t.test('an error that only mentions a connection is not an outage', async (t) => {
  // the old handler matched /connect|Connection|terminat/ anywhere in a message: these became 503s
  t.equal(unavailability(new Error('cannot connect a code to itself')), undefined);
  t.equal(unavailability(new TypeError("Cannot read properties of undefined (reading 'connection')")), undefined);
  t.equal(unavailability(withCode('duplicate key value violates unique constraint', '23505')), undefined);
});

t.test('REST answers an outage 503 with Retry-After and a bug 500', async (t) => {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/down', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/bug', async () => {
    throw new Error('terminated the walk: connection of two trees is undefined');
  });
  const down = await app.inject('/down');
  t.equal(down.statusCode, 503);
  t.equal(down.headers['retry-after'], '5');
  t.equal(down.headers['content-type'], 'application/problem+json; charset=utf-8');
  const bug = await app.inject('/bug');
  t.equal(bug.statusCode, 500);
  t.equal(bug.json().detail, 'An unexpected error occurred.', 'no detail of the error leaves the server');
  await app.close();
});
