import pg from 'pg';

/** Wakes pollers when a NOTIFY arrives on a channel. One dedicated LISTEN connection that reconnects. */
export interface Notifier {
  /** A counter bumped on every notification; pass it to waitAfter to never miss one that arrived meanwhile. */
  generation(): number;
  waitAfter(generation: number, timeoutMs: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export function createNotifier(connectionString: string, channel: string): Notifier {
  let gen = 0;
  let closed = false;
  let client: pg.Client | undefined;
  const waiters = new Set<() => void>();
  const bump = () => {
    gen++;
    for (const w of waiters) w();
    waiters.clear();
  };

  async function connect(): Promise<void> {
    while (!closed) {
      const c = new pg.Client({ connectionString });
      try {
        c.on('notification', bump);
        c.on('error', () => {
          if (client === c) {
            client = undefined;
            c.end().catch(() => {});
            bump();
            void connect();
          }
        });
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        if (closed) {
          await c.end();
          return;
        }
        client = c;
        bump(); // anything committed while we were away: poll once
        return;
      } catch {
        c.end().catch(() => {});
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }
  void connect();

  return {
    generation: () => gen,
    waitAfter(seen, timeoutMs, signal) {
      if (gen !== seen || signal?.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener('abort', done, { once: true });
        waiters.add(done);
      });
    },
    async close() {
      closed = true;
      bump();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
