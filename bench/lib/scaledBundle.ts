import { createReadStream, createWriteStream, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';

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
