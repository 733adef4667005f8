import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';

/**
 * The platform README's rule: `platform/config.ts` reads the environment and nothing else of the service
 * does (the benches and tests set up their own). A variable read elsewhere is one an operator cannot find
 * in the one list of settings.
 */
const SERVICE_FOLDERS = ['cli', 'commands', 'ingest', 'mcp', 'platform', 'projections', 'query-api', 'read', 'web'];
const READER = path.join('platform', 'config.ts');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

t.test('only platform/config.ts reads the environment', async (t) => {
  const files = SERVICE_FOLDERS.flatMap(sources);
  t.ok(files.includes(READER), `${files.length} source files, config.ts among them`);
  const readers = files.filter((f) => f !== READER && /process\.env\b/.test(readFileSync(path.join(ROOT, f), 'utf8')));
  t.same(readers, [], 'no other file reads process.env');
});
