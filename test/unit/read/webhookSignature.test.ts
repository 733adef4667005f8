import t from 'tap';
import { signWebhook } from '../../../read/webhooks/sign.ts';
import { isPublicAddress } from '../../../platform/safeAddress.ts';

t.test('webhook signatures follow Standard Webhooks (the reference libraries’ test vector)', async (t) => {
  t.equal(
    signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    ),
    'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  );
});

t.test('only public addresses are public', async (t) => {
  for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '93.184.216.34'])
    t.ok(isPublicAddress(ip), `${ip} is public`);
  for (const ip of [
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'not-an-ip',
  ])
    t.notOk(isPublicAddress(ip), `${ip} is not public`);
});
