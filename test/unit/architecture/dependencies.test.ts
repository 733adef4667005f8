import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';

/**
 * The dependency rule of the README, checked over the import graph: `cli/` composes; the doors
 * (`query-api/`, `mcp/`, `web/`) read projections and never import each other; `ingest/` and
 * `projections/` depend on `commands/`, which owns the domain vocabulary; everything may use
 * `platform/`, and `platform/` depends on nothing of ours.
 */
const MAY_IMPORT: Record<string, string[]> = {
  platform: [],
  commands: ['platform'],
  projections: ['commands', 'platform'],
  ingest: ['commands', 'platform'],
  'query-api': ['projections', 'commands', 'platform'],
  mcp: ['projections', 'commands', 'platform'],
  web: ['projections', 'commands', 'platform'], // the server side (page heads, sitemap); web/src imports only itself
  cli: ['query-api', 'mcp', 'web', 'projections', 'ingest', 'commands', 'platform'],
};

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.parentPath.includes('node_modules'))
    .filter((e) => !e.parentPath.includes(`${path.sep}dist`))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every relative import of every source file of a folder, as [file, imported top-level folder]. */
function importsOf(folder: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of sourceFiles(folder)) {
    for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1]));
      out.push([file, target.split(path.sep)[0]]);
    }
  }
  return out;
}

for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
  t.test(`${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'itself'}`, async (t) => {
    const files = sourceFiles(folder);
    t.ok(files.length > 0, `${folder}/ has source files`);
    const wrong = importsOf(folder)
      .filter(([, top]) => top !== folder && !allowed.includes(top))
      .map(([file, top]) => `${file} -> ${top}/`);
    t.same(wrong, [], 'no import breaks the rule');
  });
}

t.test('web/src/ (the browser bundle) imports only itself: it reads the data through the REST API', async (t) => {
  const wrong = importsOf('web')
    .filter(([file]) => file.startsWith(`web${path.sep}src${path.sep}`))
    .filter(([file]) => {
      const m = readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT);
      return [...m].some(
        (x) => !path.resolve(ROOT, path.dirname(file), x[1]).startsWith(path.join(ROOT, 'web', 'src')),
      );
    })
    .map(([file]) => file);
  t.same([...new Set(wrong)], [], 'no import leaves web/src');
});
