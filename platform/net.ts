import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Whether a Redis answers PING on this loopback port (after AUTH with `password` when given). */
export const redisAnswers = (port: number, password?: string) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.on('error', () => done(false));
    let got = '';
    s.on('connect', () => s.write(password ? `AUTH ${password}\r\nPING\r\n` : 'PING\r\n'));
    s.on('data', (d) => {
      got += d.toString();
      if (/^\+PONG|\r\n\+PONG/.test(got)) done(!password || got.startsWith('+OK'));
      else if (!password && got.includes('\r\n')) done(false);
      else if (password && got.split('\r\n').length > 2) done(false);
    });
  });

/** Whether nothing listens on this loopback port right now. */
export const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/**
 * The port recorded in `file` when it is free (a restarted server comes back where its clients look),
 * else a new free port, recorded.
 */
export async function keptPort(file: string): Promise<number> {
  const kept = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : 0;
  if (kept > 0 && kept < 65536 && (await portFree(kept))) return kept;
  const port = await freePort();
  writeFileSync(file, String(port));
  return port;
}
