import { UsageError } from './args.ts';
import { commands } from './commands.ts';
import { COMMAND_HELP, USAGE } from './usage.ts';
import { packageVersion } from './version.ts';
import { debugErrors } from '../platform/config.ts';

/** Where the dispatcher's own text goes (a command's output goes to the process's streams). */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: CliOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * `taxonomy <argv>`: version and help pages, then the named command; returns the exit code
 * (0 ok, 1 failure, 2 usage error). No side effect on the process beyond writing to `io`.
 */
export async function dispatch(argv: string[], io: CliOutput = processOutput): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.out(`taxonomy ${packageVersion()}\n`);
    return 0;
  }
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic && !COMMAND_HELP[topic]) {
      io.err(`taxonomy: no command '${topic}'\n\n${USAGE}`);
      return 2;
    }
    io.out(topic ? COMMAND_HELP[topic] : USAGE);
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    io.err(`taxonomy: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest; // after '--' only arguments
  if (options.includes('--help') || options.includes('-h')) {
    io.out(COMMAND_HELP[name] ?? USAGE);
    return 0;
  }
  try {
    const code = await (await load()).run(rest);
    return typeof code === 'number' ? code : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`taxonomy ${name}: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`taxonomy ${name}: ${(err as Error).message}\n`);
    if (debugErrors()) io.err(`${(err as Error).stack}\n`);
    return 1;
  }
}
