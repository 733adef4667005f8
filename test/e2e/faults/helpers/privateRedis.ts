import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitFor } from './processes.ts';
import { redisAnswers } from '../../../../platform/net.ts';

/** A redis-server of this test alone on a fixed loopback port, so it can be stopped and started again. */
export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: the process hangs with its port open (connections accepted, nothing answered). */
  pause(): void;
  /** SIGCONT after pause. */
  resume(): void;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function start() {
    // No persistence: a restarted Redis is empty, the harder case (the key cache is replayed).
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitFor('redis-server to answer', () => redisAnswers(port), 10_000, 50);
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
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      child?.kill('SIGCONT'); // a paused server would not die of SIGKILL any slower, but keep it tidy
      await stop();
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
