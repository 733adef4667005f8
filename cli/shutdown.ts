/** One place that closes everything in reverse order on SIGINT/SIGTERM. */
export function onShutdown(close: () => Promise<void>): AbortSignal {
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
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return ac.signal;
}
