import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers/paths.ts';
import { packageVersion } from '../../../platform/version.ts';
import { SERVER_VERSION } from '../../../mcp/server.ts';

const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const pkg = json('package.json');

t.test('a LICENSE file says what package.json says', async (t) => {
  t.equal(pkg.license, 'MIT');
  t.ok(existsSync(path.join(ROOT, 'LICENSE')), 'LICENSE');
  t.match(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'), /^MIT License\n/);
});

t.test('engines admit Node 20.19+, 22, 24 and 26', async (t) => {
  const ranges = String(pkg.engines.node)
    .split('||')
    .map((r) => r.trim());
  const majors = ranges.map((r) => Number(/^\^(\d+)\./.exec(r)?.[1]));
  t.same(majors, [20, 22, 24, 26], ranges.join(' || '));
});

t.test('a scoped name to publish under; the bin is still `taxonomy`', async (t) => {
  t.match(pkg.name, /^@[a-z0-9-]+\/[a-z0-9-]+$/, 'scoped (the unscoped `taxonomy` on npm is an unrelated package)');
  t.notOk(pkg.private, 'publishable');
  t.same(Object.keys(pkg.bin), ['taxonomy'], "the README's `npx taxonomy` in a checkout");
});

t.test('server.json (MCP registry) matches package.json', async (t) => {
  const server = json('server.json');
  t.equal(server.name, pkg.mcpName, "the registry's ownership check: name = package.json mcpName");
  t.equal(server.version, pkg.version);
  t.ok(server.description.length <= 100, 'the registry takes at most 100 characters');
  const [npm] = server.packages;
  t.match(npm, { registryType: 'npm', identifier: pkg.name, version: pkg.version, transport: { type: 'stdio' } });
  t.same(npm.packageArguments, [{ type: 'positional', value: 'mcp' }], 'runs `taxonomy mcp`');
});

t.test("every door reports package.json's version", async (t) => {
  t.equal(packageVersion(), pkg.version);
  t.equal(SERVER_VERSION, pkg.version, 'MCP serverInfo.version');
});
