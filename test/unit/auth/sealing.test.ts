import t from 'tap';
import { newDataKey, open, seal } from '../../../commands/accounts/sealing.ts';

t.test('sealed personal fields open only with their key and their account', async (t) => {
  const key = newDataKey();
  const value = { email: 'someone@example.com', passwordHash: 'scrypt$16384$8$1$salt$hash' };
  const sealed = seal(key, 'account-acc_1', value);
  t.match(sealed, /^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/, 'version, 96-bit IV, ciphertext, 128-bit tag');
  t.notOk(sealed.includes('someone'), 'nothing readable');
  t.same(open(key, 'account-acc_1', sealed), value);
  t.not(seal(key, 'account-acc_1', value), sealed, 'a fresh IV each time');
  t.throws(() => open(newDataKey(), 'account-acc_1', sealed), 'another key opens nothing');
  t.throws(() => open(key, 'account-acc_2', sealed), "another account's stream (AAD) opens nothing");
  const [v, iv, body, tag] = sealed.split('.');
  const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
  t.throws(() => open(key, 'account-acc_1', `${v}.${iv}.${flipped}.${tag}` as typeof sealed), 'altered: refused');
});
