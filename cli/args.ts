import { parseArgs as parseNodeArgs } from 'node:util';

/** The CLI's argv parser: Node's `util.parseArgs` (strict; `--` ends the options, so `-- --odd-name` is a positional). */
export interface Parsed {
  positionals: string[];
  flags: Record<string, string | true>;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[], known: Record<string, 'boolean' | 'string'>): Parsed {
  const options = Object.fromEntries(Object.entries(known).map(([name, type]) => [name, { type }]));
  let parsed: ReturnType<typeof parseNodeArgs>;
  try {
    parsed = parseNodeArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (err) {
    throw new UsageError(usageMessage(err as Error & { code?: string }));
  }
  const flags: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string' || value === true) flags[name] = value;
  }
  return { positionals: parsed.positionals, flags };
}

/** Node's messages name its own API ("To specify a positional argument starting with a '-', place it at the end of the command after '--'"); keep the first sentence. */
function usageMessage(err: Error & { code?: string }): string {
  const m = /^(Unknown option|Option) '([^']+)'/.exec(err.message);
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && m) return `unknown option ${m[2]}`;
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && m) {
    const name = m[2].split(' ')[0];
    return /argument missing|argument is ambiguous/.test(err.message)
      ? `${name} needs a value`
      : `${name} takes no value`;
  }
  return err.message.split('. ')[0];
}
