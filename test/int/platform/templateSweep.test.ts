import t from 'tap';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testPostgresUrl } from '../../helpers/services.ts';
import { lockOf, sweepTemplates } from '../../helpers/template.ts';

/**
 * The tests' template databases on a server shared by checkouts of different code: a sweep (run before
 * every template build) must not drop a template another checkout is building (it holds the template's
 * advisory lock; its comment, with the build time, comes only at the end). Dropping it WITH (FORCE)
 * killed that build's COPY, and with it every test waiting for the template.
 */
t.test('a template of another code version is swept only when nobody is building it', async (t) => {
  const url = await testPostgresUrl();
  const hash = randomBytes(6).toString('hex');
  const name = `taxonomy_tpl_migrated_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  const builder = new pg.Client({ connectionString: url });
  await admin.connect();
  await builder.connect();
  t.teardown(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
    await admin.end();
    await builder.end().catch(() => {});
  });
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

  await builder.query('SELECT pg_advisory_lock($1, $2)', lockOf('migrated', hash));
  await admin.query(`CREATE DATABASE ${name}`); // half-built: no comment with its build time yet
  await sweepTemplates(admin);
  t.ok(await exists(), 'kept while its builder holds the lock');

  await builder.end(); // the builder died half-way: its session's lock is gone
  await sweepTemplates(admin);
  t.notOk(await exists(), 'dropped once nobody builds it');
});
