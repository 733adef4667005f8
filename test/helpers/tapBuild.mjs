// Run before every `npm test` / `npm run test:*` (the `pre…` scripts of package.json): rebuilds tap's
// Test class (`tap build`) when the plugin list in package.json differs from the one built into
// node_modules, as after every `npm ci` (tap ships built with its default plugins). tap rebuilds by
// itself, but only after it has chosen the test processes' loaders, so its first run after an install
// would still load every default plugin's loader into each test file's process: ts-node (which
// transpiles every TypeScript file again, after tsx) and tap's mock loader, ~2.5× the CPU of each
// process start (docs/measurements/history.md, "Test suite time"). Plain JavaScript, so it costs no tsx start.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '@tapjs/core'; // tap's own plugin command loads core first so the Test class is ready
import { defaultPlugins, signature } from '@tapjs/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { plugin = [] } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).tap ?? {};
const wanted = new Set(defaultPlugins);
for (const p of plugin) {
  if (p.startsWith('!')) wanted.delete(p.slice(1));
  else wanted.add(p);
}
// the same signature tap compares (@tapjs/config's pluginSignature)
const want = [...wanted]
  .sort((a, b) => a.localeCompare(b, 'en'))
  .join('\n')
  .trim();
if (want !== signature) {
  const built = spawnSync(`${root}/node_modules/.bin/tap`, ['build'], { cwd: root, stdio: 'inherit' });
  process.exit(built.status ?? 1);
}
