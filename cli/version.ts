import { readFileSync } from 'node:fs';

/** The package's version, read from package.json next to the CLI. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
