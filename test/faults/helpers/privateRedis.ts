import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort, waitFor } from './processes.ts';

/** A redis-server of this test alone on a fixed loopback port, so it can be stopped and started again. */
export interface PrivateRedis { url: string; port: number; stop(): Promise<void>; start(): Promise<void> }

const ping = (port: number) => new Promise<boolean>((resolve) => {
  const s = net.connect(port, '127.0.0.1');
  const done = (ok: boolean) => { s.destroy(); resolve(ok); };
  s.setTimeout(500, () => done(false));
  s.on('error', () => done(false));
  s.on('connect', () => s.write('PING\r\n'));
  s.on('data', (d) => done(d.toString().startsWith('+PONG')));
});

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function start() {
    // No persistence: a restarted Redis is empty, the harder case (the key cache is replayed).
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis-server to answer', () => ping(port), 10_000, 50);
  }
  async function stop() {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
