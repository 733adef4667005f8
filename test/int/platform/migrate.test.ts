import t from 'tap';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, MigrationChanged } from '../../../platform/migrate.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/** Each migration is its own transaction: a failing step leaves the steps before it applied and recorded. */
const db = await createTestDatabase({ migrate: false });
const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
t.teardown(async () => {
  await rm(dir, { recursive: true, force: true });
  await db.drop();
});

await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_step (id int PRIMARY KEY);');
await writeFile(
  path.join(dir, '0002_broken.sql'),
  'CREATE TABLE second_step (id int); SELECT no_such_column FROM first_step;',
);

const recorded = async () =>
  (await db.pool.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
const exists = async (table: string) =>
  (await db.pool.query('SELECT to_regclass($1) IS NOT NULL AS ok', [table])).rows[0].ok;

t.test('a failing second migration leaves the first applied and recorded', async (t) => {
  await t.rejects(migrate(db.pool, dir), { code: '42703' });
  t.same(await recorded(), ['0001_first.sql']);
  t.equal(await exists('first_step'), true);
  t.equal(await exists('second_step'), false, 'the failing step rolled back whole');
});

t.test('a rerun after the fix applies only what is left', async (t) => {
  await writeFile(path.join(dir, '0002_broken.sql'), 'CREATE TABLE second_step (id int);');
  t.same(await migrate(db.pool, dir), ['0002_broken.sql']);
  t.same(await recorded(), ['0001_first.sql', '0002_broken.sql']);
  t.same(await migrate(db.pool, dir), [], 'nothing applied twice');
});

t.test('an applied migration whose file changed is refused, and nothing after it is applied', async (t) => {
  await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_step (id int PRIMARY KEY, extra text);');
  await writeFile(path.join(dir, '0003_third.sql'), 'CREATE TABLE third_step (id int);');
  await t.rejects(migrate(db.pool, dir), new MigrationChanged('0001_first.sql'));
  t.equal(await exists('third_step'), false, 'the step after it waits');
  await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_step (id int PRIMARY KEY);');
  t.same(await migrate(db.pool, dir), ['0003_third.sql'], 'the file restored, the rest applies');
});

t.test('a file with other line endings is the same migration', async (t) => {
  const lines = ['CREATE TABLE fourth_step (', '  id int', ');', ''];
  await writeFile(path.join(dir, '0004_lines.sql'), lines.join('\n'));
  t.same(await migrate(db.pool, dir), ['0004_lines.sql']);
  await writeFile(path.join(dir, '0004_lines.sql'), lines.join('\r\n'));
  t.same(await migrate(db.pool, dir), [], 'a CRLF checkout of it is neither refused nor applied again');
});

t.test('a step recorded before checksums were kept gets its checksum, then a change to it is refused', async (t) => {
  await db.pool.query("UPDATE schema_migrations SET checksum = NULL WHERE name = '0002_broken.sql'");
  t.same(await migrate(db.pool, dir), [], 'nothing applied again');
  const { rows } = await db.pool.query("SELECT checksum FROM schema_migrations WHERE name = '0002_broken.sql'");
  t.match(rows[0].checksum, /^[0-9a-f]{64}$/);
  await writeFile(path.join(dir, '0002_broken.sql'), 'CREATE TABLE second_step (id bigint);');
  await t.rejects(migrate(db.pool, dir), {
    name: 'Error',
    message: /0002_broken\.sql was changed after it was applied/,
  });
});
