import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';

/**
 * The dependency rule of the README, checked over the import graph: `cli/` composes; the doors
 * (`query-api/`, `mcp/`, `web/`) read `read/` and `projections/` and never import each other, and only
 * `query-api/`'s auth and watch routes call `commands/`; `read/` composes `projections/` and no projection imports it;
 * `ingest/` and `projections/` depend on `commands/`, which owns the domain vocabulary; everything may use
 * `platform/`, and `platform/` depends on nothing of ours; the projector's machinery
 * (`projections/runtime/`) imports no projection; no import goes in a circle.
 */
const MAY_IMPORT: Record<string, string[]> = {
  platform: [],
  commands: ['platform'],
  projections: ['commands', 'platform'],
  read: ['projections', 'commands', 'platform'],
  ingest: ['commands', 'platform'],
  'query-api': ['read', 'projections', 'commands', 'platform'], // commands: the auth writes only (below)
  mcp: ['read', 'projections', 'platform'],
  web: ['read', 'projections', 'platform', 'clients'], // the server side (page heads, sitemap); web/src imports only itself and the client's types (below)
  clients: [], // a package of its own: the typed REST client imports nothing of the server
  cli: ['query-api', 'mcp', 'web', 'read', 'projections', 'ingest', 'commands', 'platform'],
};

/** The files of a door that may call `commands/`: the account writes (a watch list is one) and the composition of their dependencies. */
const COMMAND_CALLERS = [
  `query-api${path.sep}auth${path.sep}`,
  `query-api${path.sep}routes${path.sep}watches.ts`,
  `query-api${path.sep}deps.ts`,
];

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.parentPath.includes('node_modules'))
    .filter((e) => !e.parentPath.includes(`${path.sep}dist`))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every relative import of every source file of a folder, as [file, imported file]. */
function importsOf(folder: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of sourceFiles(folder)) {
    for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      out.push([file, path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1]))]);
    }
  }
  return out;
}
const top = (file: string) => file.split(path.sep)[0];

for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
  t.test(`${folder}/ imports only ${allowed.length ? allowed.join(', ') : 'itself'}`, async (t) => {
    const files = sourceFiles(folder);
    t.ok(files.length > 0, `${folder}/ has source files`);
    const wrong = importsOf(folder)
      .filter(([, target]) => top(target) !== folder && !allowed.includes(top(target)))
      .map(([file, target]) => `${file} -> ${top(target)}/`);
    t.same(wrong, [], 'no import breaks the rule');
  });
}

t.test(
  'of the doors, only the REST auth and watch routes call commands/ (the doors read; the account writes are commands)',
  async (t) => {
    const wrong = ['query-api', 'mcp', 'web']
      .flatMap(importsOf)
      .filter(([file, target]) => top(target) === 'commands' && !COMMAND_CALLERS.some((c) => file.startsWith(c)))
      .map(([file, target]) => `${file} -> ${target}`);
    t.same(wrong, [], 'no other door file imports commands/');
  },
);

t.test(
  'projections/runtime/ (the projector) imports no projection, and only cli/ and read/status.ts import it',
  async (t) => {
    const runtime = `projections${path.sep}runtime${path.sep}`;
    const out = importsOf('projections')
      .filter(
        ([file, target]) => file.startsWith(runtime) && top(target) === 'projections' && !target.startsWith(runtime),
      )
      .map(([file, target]) => `${file} -> ${target}`);
    t.same(out, [], 'the machinery takes its projections as arguments');
    const into = ['query-api', 'mcp', 'web', 'read']
      .flatMap(importsOf)
      .filter(([file, target]) => target.startsWith(runtime) && file !== path.join('read', 'status.ts'))
      .map(([file, target]) => `${file} -> ${target}`);
    t.same(into, [], 'the doors never run or reset a projection');
  },
);

t.test(
  "web/src/ (the browser bundle) imports only itself and the client's generated types: it reads the data through the REST API",
  async (t) => {
    const src = `web${path.sep}src${path.sep}`;
    const clientTypes = path.join('clients', 'typescript', 'src', 'schema.gen.ts');
    const wrong = importsOf('web')
      .filter(([file, target]) => file.startsWith(src) && !target.startsWith(src) && target !== clientTypes)
      .map(([file]) => file);
    t.same([...new Set(wrong)], [], 'no other import leaves web/src');
    const valueImports = sourceFiles('web')
      .filter((f) => f.startsWith(src))
      .filter((f) => /^import (?!type )[^\n]*schema\.gen\.ts'/m.test(readFileSync(path.join(ROOT, f), 'utf8')));
    t.same(valueImports, [], 'the types only (import type): nothing of the client enters the bundle');
  },
);

/** The strongly connected components of more than one file (Tarjan), each sorted. */
function circles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

t.test('no import goes in a circle (type imports count: a reader follows them too)', async (t) => {
  const edges = new Map<string, string[]>();
  for (const folder of Object.keys(MAY_IMPORT)) {
    for (const [file, target] of importsOf(folder)) edges.set(file, [...(edges.get(file) ?? []), target]);
  }
  t.same(circles(edges), [], 'no file reaches itself through its imports');
});

t.test('the circle finder finds a circle', async (t) => {
  const edges = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
  ]);
  t.same(circles(edges), [['a', 'b', 'c']]);
});
