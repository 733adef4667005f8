import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config.ts';

/** Where official files are looked for: SOURCES_DIR, then ../shared/sources beside the checkout or the current directory. */
export function officialDirs(config: Config): string[] {
  const candidates = [
    config.sourcesDir,
    path.resolve(import.meta.dirname, '../../shared/sources'),
    path.resolve('../shared/sources'),
  ];
  return [...new Set(candidates)].filter((d) => existsSync(d));
}
