#!/usr/bin/env node
// The `taxonomy` CLI. Runs the plain-JavaScript build of the sources (`.build/`, written by `npm run build`)
// when it is there and fresh: every source it was built from still has the size and the mtime (or, copied
// without mtimes, the bytes) its manifest records. Otherwise the TypeScript sources run through tsx's loader: no build step to forget, but ~80 MB
// more RSS and twice the start-up CPU (cli/serverBuild.ts, docs/measurements.md "Memory").
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBuild } from './freshBuild.js';

const built = freshBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
if (built) {
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/main.ts');
}
