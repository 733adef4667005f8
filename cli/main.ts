import { UsageError } from './args.ts';
import { USAGE } from './usage.ts';

/** Dispatches `taxonomy <command>`; each command lives in its own module, loaded on demand. */
const commands: Record<string, () => Promise<{ run(argv: string[]): Promise<number | void> }>> = {
  serve: () => import('./serve.ts'),
  project: () => import('./project.ts'),
  mcp: () => import('./mcp.ts'),
  ingest: () => import('./ingest.ts'),
  rebuild: () => import('./rebuild.ts'),
  status: () => import('./status.ts'),
  export: () => import('./export.ts'),
  stop: () => import('./stop.ts'),
  tier: () => import('./tier.ts'),
};

// `taxonomy ingest --list | head`: a closed pipe is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(USAGE);
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`taxonomy: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  try {
    const code = await (await load()).run(rest);
    return typeof code === 'number' ? code : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`taxonomy ${name}: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    process.stderr.write(`taxonomy ${name}: ${(err as Error).message}\n`);
    if (process.env.DEBUG) process.stderr.write(`${(err as Error).stack}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  if (code !== 0 || !['serve', 'project', 'mcp'].includes(process.argv[2]))
    setTimeout(() => process.exit(code), 50).unref();
});
