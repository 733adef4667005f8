import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** Whether a Redis answers PING on this loopback port. */
export const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.on('error', () => done(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
