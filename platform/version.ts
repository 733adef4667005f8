import { readFileSync } from 'node:fs';

let version: string | undefined;

/** The package's version, read once from package.json (one folder up, from the sources and from `.build/` alike). */
export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
  return version;
}
