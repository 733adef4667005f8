import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { loadConfig } from '../../../platform/config.ts';
import { dataLocation, withoutPassword } from '../../../platform/dataLocation.ts';

t.test('a connection string loses its password and nothing else', async (t) => {
  const cases: [string, string][] = [
    ['postgres://taxonomy:s3cr%40t@127.0.0.1:5432/taxonomy', 'postgres://taxonomy@127.0.0.1:5432/taxonomy'],
    ['postgres://u:p@ss@db:5/d', 'postgres://u@db:5/d'], // an unencoded @ in the password
    ['redis://:pw@127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    ['rediss://user:pw@h:1/0', 'rediss://user@h:1/0'],
    ['redis+cluster://:pw@h1:7000,h2:7001', 'redis+cluster://h1:7000,h2:7001'],
    ['127.0.0.1:7000,127.0.0.1:7001', '127.0.0.1:7000,127.0.0.1:7001'],
    ['postgresql://u@h/db?sslmode=require&password=x&a=b', 'postgresql://u@h/db?sslmode=require&a=b'],
    ['postgresql://u@h/db?password=x', 'postgresql://u@h/db'],
    ['postgres://u@h/db', 'postgres://u@h/db'],
  ];
  for (const [given, shown] of cases) t.equal(withoutPassword(given), shown, given);
  t.notMatch(withoutPassword("host=h user=u password='a b' dbname=d"), /password|a b/, 'a libpq key=value string');
});

t.test("an embedded DATA_DIR: the cluster its link points at and the local Redis's address", async (t) => {
  const root = t.testdir({ data: {}, elsewhere: { cluster: {} } });
  const dataDir = path.join(root, 'data');
  symlinkSync(path.join(root, 'elsewhere', 'cluster'), path.join(dataDir, 'postgres'));
  writeFileSync(path.join(dataDir, 'redis.port'), '6391');
  const where = dataLocation(loadConfig({ DATA_DIR: dataDir }), 'postgres://taxonomy:pw@127.0.0.1:5999/taxonomy');
  t.same(where, {
    data_dir: dataDir,
    cluster_dir: path.join(root, 'elsewhere', 'cluster'),
    database_url: 'postgres://taxonomy@127.0.0.1:5999/taxonomy',
    redis_url: 'redis://127.0.0.1:6391',
  });
  mkdirSync(path.join(root, 'fresh'));
  const fresh = dataLocation(loadConfig({ DATA_DIR: path.join(root, 'fresh') }), 'postgres://taxonomy@127.0.0.1:1/t');
  t.equal(fresh.redis_url, null, 'no local Redis started yet');
  const external = dataLocation(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app:pw@db/x', REDIS_URL: 'redis://:pw@cache:6379' }),
    'postgres://app:pw@db/x',
  );
  t.same(
    external,
    { data_dir: dataDir, cluster_dir: null, database_url: 'postgres://app@db/x', redis_url: 'redis://cache:6379' },
    'DATABASE_URL and REDIS_URL: no cluster of ours, their URLs without passwords',
  );
});
