import t from 'tap';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { connectRedis } from '../../../platform/redis/connectRedis.ts';
import { parseRedisUrl } from '../../../platform/redis/redisUrl.ts';
import { addToWindow, counterKey } from '../../../query-api/plugins/counter.ts';
import { testRedisUrl } from '../../helpers/services.ts';

// Scripts go to Redis by their SHA1 (EVALSHA), the whole script only when the node has not cached it: every
// request's rate-limit count is a script. Against the tests' real Redis (one server, or the Redis Cluster of
// test/e2e/faults/redisCluster.test.ts through TEST_REDIS_URL), watched with MONITOR on every master.

/** A plain connection to each master (one server: itself), for SCRIPT FLUSH and MONITOR. */
async function masters(url: string) {
  const target = parseRedisUrl(url);
  if (target.kind === 'single') return [createClient({ url })];
  const probe = createClient({
    socket: { host: target.nodes[0].host, port: target.nodes[0].port, tls: target.tls } as any,
    username: target.username,
    password: target.password,
  });
  await probe.connect();
  const nodes = (await probe.sendCommand(['CLUSTER', 'NODES'])) as string;
  await probe.quit();
  return nodes
    .split('\n')
    .filter((l) => / master /.test(` ${l.split(' ')[2]?.replaceAll(',', ' ')} `) && !l.includes('fail'))
    .map((l) => {
      const [host, port] = l
        .split(' ')[1]
        .split('@')[0]
        .split(/:(?=\d+$)/);
      return createClient({
        socket: { host, port: Number(port), tls: target.tls } as any,
        username: target.username,
        password: target.password,
      });
    });
}

t.test('scripts run by SHA1, and again after SCRIPT FLUSH', async (t) => {
  const url = await testRedisUrl();
  const redis = await connectRedis(url, { commandTimeoutMs: 2000 });
  t.teardown(() => redis.quit());
  const admins = await masters(url);
  const watchers = admins.map((a) => a.duplicate());
  await Promise.all([...admins, ...watchers].map((c) => c.connect()));
  t.teardown(async () => {
    await Promise.all(admins.map((c) => c.quit()));
    watchers.forEach((w) => w.destroy()); // QUIT is never answered on a connection in MONITOR
  });

  const key = counterKey('test:scripts:', randomUUID());
  const seen: string[] = []; // the commands clients sent naming this test's key ('evalsha', 'eval', …)
  await Promise.all(
    watchers.map((w) =>
      w.monitor((line: string) => {
        const m = /^\S+ \[\d+ (?!lua\])[^\]]*\] "(\w+)"/.exec(line); // a client's command, not a script's calls
        if (m && line.includes(key)) seen.push(m[1].toLowerCase());
      }),
    ),
  );
  t.teardown(() => redis.del(key));
  /** The commands MONITOR saw for the key since the last call, once `n` have arrived (it reports them apart). */
  const commands = async (n: number) => {
    for (const deadline = Date.now() + 10_000; seen.length < n && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50)); // and nothing more
    return seen.splice(0);
  };

  t.equal((await addToWindow(redis, key, 1, 60_000)).current, 1, 'the first hit counts 1');
  await commands(1); // EVALSHA, or on a node that never ran the script EVALSHA then EVAL
  t.equal((await addToWindow(redis, key, 1, 60_000)).current, 2);
  t.equal((await addToWindow(redis, key, 2, 60_000)).current, 4);
  t.same(await commands(2), ['evalsha', 'evalsha'], 'a cached script is sent by its SHA1 only');

  await Promise.all(admins.map((a) => a.scriptFlush()));
  t.equal((await addToWindow(redis, key, 1, 60_000)).current, 5, 'after SCRIPT FLUSH the count goes on');
  t.same(await commands(2), ['evalsha', 'eval'], 'NOSCRIPT: the whole script, once');
  t.equal((await addToWindow(redis, key, 1, 60_000)).current, 6);
  t.same(await commands(1), ['evalsha'], 'then by its SHA1 again');

  const read = `return redis.call('PTTL', KEYS[1]) > 0 and redis.call('GET', KEYS[1]) or false`;
  const get = () => redis.evalRo(read, { keys: [key], arguments: [] });
  t.equal(await get(), '6', 'a read-only script');
  await commands(1); // its first run: EVALSHA_RO, then EVAL_RO where no node had it
  t.equal(await get(), '6');
  t.same(await commands(1), ['evalsha_ro'], 'a read-only script by its SHA1');
  await Promise.all(admins.map((a) => a.scriptFlush()));
  t.equal(await get(), '6', 'a read-only script after SCRIPT FLUSH');
  t.same(await commands(2), ['evalsha_ro', 'eval_ro'], 'NOSCRIPT: the whole read-only script, once');
});
