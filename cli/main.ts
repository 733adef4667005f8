import { UsageError } from './args.ts';
import { commands } from './commands.ts';
import { COMMAND_HELP, USAGE } from './usage.ts';
import { packageVersion } from './version.ts';

// `taxonomy ingest --list | head`: a closed pipe is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    process.stdout.write(`taxonomy ${packageVersion()}\n`);
    return 0;
  }
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic && !COMMAND_HELP[topic]) {
      process.stderr.write(`taxonomy: no command '${topic}'\n\n${USAGE}`);
      return 2;
    }
    process.stdout.write(topic ? COMMAND_HELP[topic] : USAGE);
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`taxonomy: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(COMMAND_HELP[name] ?? USAGE);
    return 0;
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
