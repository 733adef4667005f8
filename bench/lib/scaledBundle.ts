import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  existsSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * Writes a bundle holding a second copy of the larger systems under new ids (`<id>_copy`), enough
 * of them that the corpus grows by `scale` (1.5 -> about 1.3M nodes in all). No edges, no countries.
 */
export async function writeScaledBundle(
  corpus: string,
  dir: string,
  scale: number,
): Promise<{ systems: number; nodes: number }> {
  mkdirSync(dir, { recursive: true });
  const systems = readFileSync(path.join(corpus, 'systems.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const total = systems.reduce((n, s) => n + s.node_count, 0);
  const want = total * (scale - 1);
  const chosen = new Set<string>();
  let nodes = 0;
  for (const s of [...systems].sort((a, b) => b.node_count - a.node_count)) {
    if (nodes >= want) break;
    chosen.add(s.id);
    nodes += s.node_count;
  }
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    systems
      .filter((s) => chosen.has(s.id))
      .map((s) => JSON.stringify({ ...s, id: `${s.id}_copy`, name: `${s.name} (copy)` }))
      .join('\n') + '\n',
  );
  const out = createWriteStream(path.join(dir, 'nodes.jsonl'));
  const rl = readline.createInterface({
    input: createReadStream(path.join(corpus, 'nodes.jsonl.gz')).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of rl) {
    if (!line) continue;
    const n = JSON.parse(line);
    if (!chosen.has(n.system)) continue;
    if (!out.write(JSON.stringify({ ...n, system: `${n.system}_copy` }) + '\n')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { systems: chosen.size, nodes };
}

/** `file` or `file.gz` in `dir`, streamed line by line. */
function bundleLines(dir: string, base: string): AsyncIterable<string> | undefined {
  const plain = path.join(dir, base);
  const f = existsSync(plain) ? plain : existsSync(`${plain}.gz`) ? `${plain}.gz` : undefined;
  if (!f) return undefined;
  const input = createReadStream(f);
  return readline.createInterface({
    input: f.endsWith('.gz') ? input.pipe(createGunzip()) : input,
    crlfDelay: Infinity,
  });
}

/** The id of the `k`th national copy of system `id` (k = 0: the system itself). */
export const copyId = (id: string, k: number) => (k === 0 ? id : `${id}_x${k}`);

/**
 * Writes a whole bundle `factor` times the corpus into `dir`: the corpus itself and `factor - 1` national
 * copies of every system (`<id>_x<k>`: the same trees, deep and wide as they are, the same codes and titles,
 * as national editions mostly are), each copy's crosswalk edges between copies of the same k, so every
 * code keeps the crosswalk degree it has in the corpus and a translation reaches as many codes as at 1x.
 * The country profiles are the corpus's (copies are in none). Nodes and edges are written gzip-compressed
 * (level 1): ~80 MB per copy instead of ~300.
 */
export async function writeScaledCorpus(
  corpus: string,
  dir: string,
  factor: number,
  log: (m: string) => void = () => {},
): Promise<{ systems: number; nodes: number; edges: number }> {
  mkdirSync(dir, { recursive: true });
  const systems = readFileSync(path.join(corpus, 'systems.jsonl'), 'utf8').split('\n').filter(Boolean);
  const copies = Array.from({ length: factor }, (_, k) => k);
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    copies
      .flatMap((k) =>
        systems.map((l) => {
          if (k === 0) return l;
          const s = JSON.parse(l);
          return JSON.stringify({ ...s, id: copyId(s.id, k), name: `${s.name} (copy ${k})` });
        }),
      )
      .join('\n') + '\n',
  );
  const write = async (base: string, rewrite: (line: string, k: number) => string) => {
    const gz = createGzip({ level: 1 });
    const out = gz.pipe(createWriteStream(path.join(dir, `${base}.gz`)));
    let n = 0;
    for (const k of copies) {
      const lines = bundleLines(corpus, base);
      if (!lines) break;
      for await (const line of lines) {
        if (!line) continue;
        n++;
        if (!gz.write(rewrite(line, k) + '\n')) await once(gz, 'drain');
      }
      log(`scaled bundle: ${base} copy ${k + 1} of ${factor} written`);
    }
    gz.end();
    await once(out, 'finish');
    return n;
  };
  // a node line starts {"system":"<id>", (the corpus's fixed field order): renamed without parsing the line
  const nodes = await write('nodes.jsonl', (line, k) => {
    if (k === 0) return line;
    const end = line.indexOf('"', 11);
    return `{"system":"${copyId(line.slice(11, end), k)}${line.slice(end)}`;
  });
  const edges = await write('equivalences.jsonl', (line, k) => {
    if (k === 0) return line;
    const e = JSON.parse(line);
    return JSON.stringify({
      ...e,
      source_system: copyId(e.source_system, k),
      target_system: copyId(e.target_system, k),
    });
  });
  const countries = path.join(corpus, 'countries.jsonl');
  if (existsSync(countries)) copyFileSync(countries, path.join(dir, 'countries.jsonl'));
  return { systems: systems.length * factor, nodes, edges };
}
