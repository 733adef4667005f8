import type { Config } from '../platform/config.ts';

/**
 * One place that closes everything in reverse order on SIGINT/SIGTERM, then says what still runs
 * (the embedded servers outlive the command on purpose) and how to stop it.
 */
export function onShutdown(close: () => Promise<void>, config?: Config): AbortSignal {
  const ac = new AbortController();
  let closing = false;
  const stop = async (sig: string) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    ac.abort();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await close();
    } finally {
      process.stderr.write(`stopped (${sig})\n`);
      const still = config ? stillRunning(config) : undefined;
      if (still) process.stderr.write(`${still}\n`);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return ac.signal;
}

/** What the embedded defaults leave running after a command stops, or nothing when both are external. */
export function stillRunning(config: Config): string | undefined {
  const servers = [!config.databaseUrl && 'PostgreSQL', !config.redisUrl && 'Redis'].filter(Boolean);
  if (servers.length === 0) return undefined;
  return (
    `The embedded ${servers.join(' and ')} of DATA_DIR=${config.dataDir} keep running for the next command; ` +
    '`npx taxonomy stop` stops them.'
  );
}
