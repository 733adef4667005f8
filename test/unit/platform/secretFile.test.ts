import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { readOrCreateSecret } from '../../../platform/secretFile.ts';
import { jwtSecret } from '../../../query-api/auth/jwt.ts';
import { loadConfig } from '../../../platform/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'secret-file-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

t.test('a secret is generated once, private to its owner, and read back unchanged', async (t) => {
  const file = path.join(dir, 'nested', 'secret');
  const first = readOrCreateSecret(file);
  t.match(first, /^[0-9a-f]{64}$/);
  t.equal(statSync(file).mode & 0o777, 0o600);
  t.equal(readOrCreateSecret(file), first, 'the second call reads the same secret');
});

t.test('a secret file others can read is made 0600 again', async (t) => {
  const file = path.join(dir, 'loose');
  writeFileSync(file, 'ab'.repeat(32));
  chmodSync(file, 0o644);
  readOrCreateSecret(file);
  t.equal(statSync(file).mode & 0o777, 0o600);
});

t.test('a file without a usable secret is refused, not used', async (t) => {
  const file = path.join(dir, 'short');
  writeFileSync(file, 'short', { mode: 0o600 });
  t.throws(() => readOrCreateSecret(file), /holds no usable secret/);
});

t.test('the JWT secret lives in DATA_DIR/jwt-secret through the same rules', async (t) => {
  const dataDir = path.join(dir, 'data');
  const config = loadConfig({ DATA_DIR: dataDir });
  const secret = new TextDecoder().decode(await jwtSecret(config));
  const file = path.join(dataDir, 'jwt-secret');
  t.equal(readFileSync(file, 'utf8').trim(), secret);
  t.equal(statSync(file).mode & 0o777, 0o600);
});

t.test('a JWT secret file others can read is made 0600 before it is used', async (t) => {
  const dataDir = path.join(dir, 'loose-data');
  mkdirSync(dataDir);
  const file = path.join(dataDir, 'jwt-secret');
  writeFileSync(file, 'cd'.repeat(32), { mode: 0o644 });
  chmodSync(file, 0o644);
  t.equal(new TextDecoder().decode(await jwtSecret(loadConfig({ DATA_DIR: dataDir }))), 'cd'.repeat(32));
  t.equal(statSync(file).mode & 0o777, 0o600);
});
