import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The server's plain-JavaScript build (`npm run build:server`, part of `npm run build`): cli/main.ts and
 * everything it imports, bundled by esbuild (a dependency of tsx) into `.build/` (gitignored), the
 * dependencies left as imports of node_modules, each lazily imported command in its own chunk.
 * `bin/taxonomy.js` runs it when it is fresh (every source it was built from has the size and mtime, or
 * else the content hash, recorded in `.build/manifest.json`), else the sources through tsx: running without tsx's loader
 * saves ~80 MB of RSS and half the start-up CPU (docs/measurements/history.md, "Memory").
 * The sources find their files (migrations, guides, web/dist, package.json) from `import.meta.url`:
 * in the build each module's `import.meta.url` still names its source file, relative to the chunk,
 * so those paths stay right wherever the checkout is.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = path.join(ROOT, '.build');

/** What bin/taxonomy.js reads: the entry file, and each input's [size, mtimeMs, SHA-1] by root-relative path. */
export interface BuildManifest {
  entry: string;
  inputs: Record<string, [number, number, string]>;
}

/** Rewrites `import.meta.url`/`dirname`/`filename` in our sources to their source file's location. */
function sourceLocations(root: string, outdir: string): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const rel = path.relative(root, args.path).split(path.sep);
        if (rel[0] === '..' || path.isAbsolute(rel[0]) || rel.includes('node_modules')) return;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta')) return { contents: text, loader };
        const fromOut = path.relative(outdir, args.path).split(path.sep).map(encodeURIComponent).join('/');
        const url = `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`;
        const contents =
          `import { fileURLToPath as __srcFileURLToPath } from 'node:url';\n` +
          `import { dirname as __srcDirname } from 'node:path';\n` +
          text
            .replace(/\bimport\.meta\.url\b/g, url)
            .replace(/\bimport\.meta\.filename\b/g, `__srcFileURLToPath(${url})`)
            .replace(/\bimport\.meta\.dirname\b/g, `__srcDirname(__srcFileURLToPath(${url}))`);
        return { contents, loader };
      });
    },
  };
}

/**
 * Bundles `entry` (a path under `root`) into `outdir` (under `root` too, so the bundle's imports of
 * packages resolve from root/node_modules), with a manifest of its inputs. Writes into a fresh
 * folder and swaps it in, so a process starting meanwhile sees the old build or the new one.
 */
export async function buildServer(
  opts: { root?: string; entry?: string; outdir?: string } = {},
): Promise<{ outdir: string; manifest: BuildManifest }> {
  const root = opts.root ?? ROOT;
  const entry = path.resolve(root, opts.entry ?? 'cli/main.ts');
  const outdir = path.resolve(root, opts.outdir ?? BUILD_DIR);
  const tmp = `${outdir}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
  const started = Date.now();
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      entryNames: '[name]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      keepNames: true, // error and class names stay what the sources say
      sourcemap: 'linked', // for NODE_OPTIONS=--enable-source-maps; not loaded otherwise
      metafile: true,
      logLevel: 'warning',
      outdir: tmp,
      plugins: [sourceLocations(root, outdir)],
    });
    const inputs: BuildManifest['inputs'] = {};
    for (const input of Object.keys(result.metafile.inputs).sort()) {
      const file = path.resolve(root, input);
      const st = await stat(file);
      const sha1 = createHash('sha1')
        .update(await readFile(file))
        .digest('hex');
      // a source saved while it was being built: recorded as stale, so the next start uses the sources
      inputs[input.split(path.sep).join('/')] = st.mtimeMs >= started ? [-1, -1, ''] : [st.size, st.mtimeMs, sha1];
    }
    const manifest: BuildManifest = { entry: `${path.basename(entry).replace(/\.tsx?$/, '')}.js`, inputs };
    await writeFile(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
    await rm(outdir, { recursive: true, force: true });
    await rename(tmp, outdir);
    return { outdir, manifest };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outdir, manifest } = await buildServer();
  console.log(`server build: ${Object.keys(manifest.inputs).length} sources -> ${path.relative(ROOT, outdir)}/`);
}
