/** A tiny argv parser: positionals, --flag, --key value / --key=value; unknown flags are an error. */
export interface Parsed {
  positionals: string[];
  flags: Record<string, string | true>;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[], known: Record<string, 'boolean' | 'string'>): Parsed {
  const out: Parsed = { positionals: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      out.positionals.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    const kind = known[name];
    if (!kind) throw new UsageError(`unknown option --${name}`);
    if (kind === 'boolean') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      out.flags[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    out.flags[name] = value;
  }
  return out;
}
