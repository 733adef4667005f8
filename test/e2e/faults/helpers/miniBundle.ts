import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE } from '../../../helpers/sampleApp.ts';

const jsonl = (file: string) =>
  readFileSync(path.join(SAMPLE, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const write = (dir: string, file: string, rows: unknown[]) =>
  writeFileSync(path.join(dir, file), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

/**
 * A bundle with only some systems of the sample corpus (their nodes, the crosswalks between them,
 * the country links to them), written to a temp directory. `retitle` changes the titles of the
 * first n nodes of a system: a "changed release" of it. The directory is removed when the test
 * process exits.
 */
export function miniBundle(
  systems: string[],
  opts: { retitle?: { system: string; n: number; suffix: string } } = {},
): string {
  const keep = new Set(systems);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-bundle-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  write(
    dir,
    'systems.jsonl',
    jsonl('systems.jsonl').filter((s) => keep.has(s.id)),
  );
  let changed = 0;
  write(
    dir,
    'nodes.jsonl',
    jsonl('nodes.jsonl')
      .filter((n) => keep.has(n.system))
      .map((n) => {
        const r = opts.retitle;
        if (r && n.system === r.system && changed < r.n) {
          changed++;
          return { ...n, title: `${n.title} ${r.suffix}` };
        }
        return n;
      }),
  );
  write(
    dir,
    'equivalences.jsonl',
    jsonl('equivalences.jsonl').filter((e) => keep.has(e.source_system) && keep.has(e.target_system)),
  );
  write(
    dir,
    'countries.jsonl',
    jsonl('countries.jsonl').map((c) => ({
      ...c,
      system_ids: c.system_ids.filter((s: string) => keep.has(s)),
      links: c.links.filter((l: any) => keep.has(l.system)),
    })),
  );
  return dir;
}

/** Small systems of the sample with crosswalks between them: fast to ingest and project. */
export const SMALL_SYSTEMS = ['isic_rev4', 'nace_rev2', 'naics_2022', 'isco_08', 'soc_2018', 'itil4', 'apqc_pcf'];
