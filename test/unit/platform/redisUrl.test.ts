import t from 'tap';
import { parseRedisUrl, redact } from '../../../platform/redis/redisUrl.ts';

t.test('REDIS_URL: one server or a cluster', async (t) => {
  t.same(parseRedisUrl('redis://:pw@127.0.0.1:6379'), { kind: 'single', url: 'redis://:pw@127.0.0.1:6379' });
  t.same(parseRedisUrl('redis+cluster://:p%2Fw@127.0.0.1:7000,127.0.0.1:7001'), {
    kind: 'cluster',
    nodes: [
      { host: '127.0.0.1', port: 7000 },
      { host: '127.0.0.1', port: 7001 },
    ],
    username: undefined,
    password: 'p/w',
    tls: false,
  });
  t.match(parseRedisUrl('redis+cluster://a:7000'), { kind: 'cluster', nodes: [{ host: 'a', port: 7000 }] }, 'one node');
  t.match(parseRedisUrl('redis://u:p@a:1,b:2'), { kind: 'cluster', username: 'u', password: 'p' }, 'a list');
  t.match(parseRedisUrl('a:1,b,[::1]:3'), {
    kind: 'cluster',
    nodes: [
      { host: 'a', port: 1 },
      { host: 'b', port: 6379 },
      { host: '::1', port: 3 },
    ],
  });
  t.match(parseRedisUrl('rediss+cluster://a:1'), { tls: true });
  t.throws(() => parseRedisUrl('http://a:1,b:2'), /unknown scheme/);
  t.throws(() => parseRedisUrl('redis+cluster://a:99999'), /out of range/);
  t.throws(() => parseRedisUrl('redis+cluster://a:1,b:2/3'), /no database/);
  t.equal(redact('redis+cluster://:secret@a:1,b:2'), 'redis+cluster://:***@a:1,b:2');
});
