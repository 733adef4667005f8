import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { createTestDatabase } from '../../helpers/database.ts';
import { cliInProcess } from '../../helpers/cliInProcess.ts';

// `taxonomy status` said nothing of where the data lives: a DATA_DIR under `mktemp -d` had its cluster in
// /var/lib/taxonomy/clusters, unseen until gigabytes piled up there. Now it names DATA_DIR, the cluster and
// both URLs, never their passwords.
t.test('status --json says where the data lives, without passwords', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-status-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const withPassword = new URL(db.url);
  // the machine's test server trusts loopback: a password is carried, not checked; the embedded one (when the
  // machine's was not reachable) checks its own, which must then be the one kept out of the output
  if (!withPassword.password) withPassword.password = 'status-pg-secret';
  const pgSecret = decodeURIComponent(withPassword.password);
  const saved = { ...process.env };
  t.teardown(() => {
    process.env = saved;
  });
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: withPassword.toString(),
    REDIS_URL: 'redis://:status-redis-secret@127.0.0.1:6399',
  });
  const r = await cliInProcess(['status', '--json'], { captureStdout: true });
  const text = await cliInProcess(['status'], { captureStdout: true });
  process.env = saved;
  t.equal(r.code, 0, r.stderr);
  const body = JSON.parse(r.stdout);
  const shown = new URL(db.url);
  t.same(body.data, {
    data_dir: dataDir,
    cluster_dir: null,
    database_url: `postgres://${shown.username}@${shown.host}${shown.pathname}`,
    redis_url: 'redis://127.0.0.1:6399',
  });
  t.ok(Array.isArray(body.projections), 'the projections as before');
  for (const out of [r.stdout, text.stdout]) {
    t.notOk(out.includes(pgSecret), 'no PostgreSQL password');
    t.notMatch(out, 'status-redis-secret', 'no Redis password');
  }
  t.match(text.stdout, `DATA_DIR: ${dataDir}`, 'the text says it too');
});
