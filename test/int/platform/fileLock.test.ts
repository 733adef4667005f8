import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { withFileLock } from '../../../platform/fileLock.ts';

const dir = mkdtempSync(join(tmpdir(), 'file-lock-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

/** A pid that is not running: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

t.test('a lock left by a dead process is taken over', async (t) => {
  const file = join(dir, 'dead.lock');
  writeFileSync(file, `${await deadPid()} 0123abcd`);
  t.equal(await withFileLock(file, async () => 'ran', 2_000), 'ran');
  t.notOk(existsSync(file), 'released');
});

t.test('a lock held by a live process is waited for, then times out', async (t) => {
  const file = join(dir, 'live.lock');
  writeFileSync(file, `${process.pid} 0123abcd`);
  await t.rejects(
    withFileLock(file, async () => 'ran', 300),
    /timed out .*pid/,
  );
  t.ok(existsSync(file), "the holder's lock is left alone");
});

t.test('a lock file that cannot be read as pid and token is not taken while it is fresh', async (t) => {
  // What a lock being written looked like to the old lock (an empty file): it took it over at once.
  const file = join(dir, 'fresh.lock');
  writeFileSync(file, '');
  await t.rejects(
    withFileLock(file, async () => 'ran', 300),
    /timed out .*unreadable/,
  );
  utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  t.equal(await withFileLock(file, async () => 'ran', 2_000), 'ran', 'taken once it is old');
});

t.test("release leaves a lock that is no longer this holder's", async (t) => {
  const file = join(dir, 'replaced.lock');
  await withFileLock(file, async () => writeFileSync(file, `${process.pid} feedface`), 2_000);
  t.equal(readFileSync(file, 'utf8'), `${process.pid} feedface`);
});

t.test('processes racing over a stale lock hold it one at a time', async (t) => {
  const file = join(dir, 'race.lock');
  const log = join(dir, 'race.log');
  writeFileSync(file, `${await deadPid()} 0123abcd`);
  writeFileSync(log, '');
  const holder = `
    import { appendFileSync } from 'node:fs';
    import { withFileLock } from ${JSON.stringify(new URL('../../../platform/fileLock.ts', import.meta.url).pathname)};
    await withFileLock(${JSON.stringify(file)}, async () => {
      appendFileSync(${JSON.stringify(log)}, 'in\\n');
      await new Promise((r) => setTimeout(r, 50));
      appendFileSync(${JSON.stringify(log)}, 'out\\n');
    }, 20_000);`;
  const children = Array.from({ length: 6 }, () =>
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', holder], { stdio: 'inherit' }),
  );
  const codes = await Promise.all(children.map((c) => new Promise((resolve) => c.on('exit', resolve))));
  t.same(codes, [0, 0, 0, 0, 0, 0]);
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  t.same(lines, Array.from({ length: 6 }, () => ['in', 'out']).flat(), 'never two inside at once');
});
