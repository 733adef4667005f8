import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { CountryRecord, EdgeRecord, NodeRecord, SystemRecord } from '../commands/records.ts';

/**
 * Reads the JSON-lines bundle format of ../shared/corpus (systems.jsonl, nodes.jsonl[.gz],
 * equivalences.jsonl[.gz], countries.jsonl). Errors name the file and the line.
 */
export class BundleError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'BundleError';
  }
}

export const isBundle = (dir: string) => existsSync(path.join(dir, 'systems.jsonl'));

function file(dir: string, base: string): string | undefined {
  for (const f of [base, `${base}.gz`]) if (existsSync(path.join(dir, f))) return path.join(dir, f);
  return undefined;
}

async function* lines(filePath: string): AsyncGenerator<{ value: any; line: number }> {
  const input = createReadStream(filePath);
  const rl = readline.createInterface({
    input: filePath.endsWith('.gz') ? input.pipe(createGunzip()) : input,
    crlfDelay: Infinity,
  });
  let line = 0;
  for await (const text of rl) {
    line++;
    if (!text.trim()) continue;
    try {
      yield { value: JSON.parse(text), line };
    } catch {
      throw new BundleError(filePath, line, 'not valid JSON');
    }
  }
}

const need = (f: string, line: number, obj: any, key: string, type: 'string' | 'number' | 'array' | 'string?') => {
  const v = obj[key];
  const ok =
    type === 'array'
      ? Array.isArray(v)
      : type === 'string?'
        ? v === null || v === undefined || typeof v === 'string'
        : typeof v === type && v !== '';
  if (!ok)
    throw new BundleError(
      f,
      line,
      `field '${key}' must be ${type === 'string?' ? 'a string or null' : type === 'array' ? 'an array' : `a non-empty ${type}`}`,
    );
};

export function readSystems(dir: string): SystemRecord[] {
  const f = path.join(dir, 'systems.jsonl');
  return readFileSync(f, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (!text.trim()) return [];
      let s: any;
      try {
        s = JSON.parse(text);
      } catch {
        throw new BundleError(f, i + 1, 'not valid JSON');
      }
      need(f, i + 1, s, 'id', 'string');
      need(f, i + 1, s, 'name', 'string');
      if (!/^[a-z0-9_]+$/.test(s.id))
        throw new BundleError(f, i + 1, `system id '${s.id}' must be lower-case [a-z0-9_]`);
      return [{ ...s, country_codes: s.country_codes ?? [] } as SystemRecord];
    });
}

/** Nodes grouped by system, in file order (the bundle groups them; a system seen twice is an error). */
export async function* readNodesBySystem(
  dir: string,
): AsyncGenerator<{ system: string; nodes: NodeRecord[]; file: string; firstLine: number }> {
  const f = file(dir, 'nodes.jsonl');
  if (!f) throw new BundleError(path.join(dir, 'nodes.jsonl'), 0, 'missing');
  let current: { system: string; nodes: NodeRecord[]; file: string; firstLine: number } | undefined;
  const done = new Set<string>();
  for await (const { value: n, line } of lines(f)) {
    need(f, line, n, 'system', 'string');
    need(f, line, n, 'code', 'string');
    need(f, line, n, 'title', 'string');
    need(f, line, n, 'parent', 'string?');
    need(f, line, n, 'description', 'string?');
    need(f, line, n, 'level', 'number');
    if (!current || current.system !== n.system) {
      if (current) {
        done.add(current.system);
        yield current;
      }
      if (done.has(n.system)) throw new BundleError(f, line, `nodes of system '${n.system}' are not contiguous`);
      current = { system: n.system, nodes: [], file: f, firstLine: line };
    }
    current.nodes.push({
      code: n.code,
      title: n.title,
      description: n.description ?? null,
      parent: n.parent ?? null,
      level: n.level,
    });
  }
  if (current) yield current;
}

/**
 * Calls `f` with each of the bundle's edges, in file order; each keeps the `provenance` its line states (an exported
 * bundle), else it is `curated` from `bundle:<folder name>`.
 */
async function eachEdge(dir: string, f: (e: EdgeRecord) => void): Promise<void> {
  const bundleSource = `bundle:${path.basename(path.resolve(dir))}`;
  const at = file(dir, 'equivalences.jsonl');
  if (!at) return;
  // a bundle holds millions of edges: one copy of each system id, and one provenance object for the unstated ones
  const ids = new Map<string, string>();
  const id = (s: string) => ids.get(s) ?? (ids.set(s, s), s);
  const curated = { kind: 'curated', source: bundleSource } as const;
  for await (const { value: e, line } of lines(at)) {
    for (const k of ['source_system', 'source_code', 'target_system', 'target_code', 'match_type'])
      need(at, line, e, k, 'string');
    if (!['exact', 'partial', 'broad', 'narrow'].includes(e.match_type))
      throw new BundleError(at, line, `unknown match_type '${e.match_type}'`);
    const p = e.provenance;
    const stated = p && typeof p === 'object' && ['official', 'curated', 'derived'].includes(p.kind);
    f({
      source_system: id(e.source_system),
      source_code: e.source_code,
      target_system: id(e.target_system),
      target_code: e.target_code,
      match_type: e.match_type,
      provenance: stated
        ? {
            kind: p.kind,
            source: String(p.source ?? bundleSource),
            ...(p.rule ? { rule: String(p.rule) } : {}),
            ...(Array.isArray(p.path) ? { path: p.path.map(String) } : {}),
          }
        : curated,
    });
  }
}

/** The bundle's edges (`eachEdge`), all read. */
export async function readEdges(dir: string): Promise<EdgeRecord[]> {
  const out: EdgeRecord[] = [];
  await eachEdge(dir, (e) => out.push(e));
  return out;
}

/**
 * Each system's codes the bundle's edges name at either end, every line read and checked as `readEdges` does,
 * no edge kept: what an ingestion holds through its node loop instead of the edges (read again after it).
 */
export async function readEdgeEnds(dir: string): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const add = (system: string, code: string) => {
    let set = out.get(system);
    if (!set) out.set(system, (set = new Set()));
    set.add(code);
  };
  await eachEdge(dir, (e) => {
    add(e.source_system, e.source_code);
    add(e.target_system, e.target_code);
  });
  return out;
}

export async function readCountries(dir: string): Promise<CountryRecord[] | undefined> {
  const f = file(dir, 'countries.jsonl');
  if (!f) return undefined;
  const out: CountryRecord[] = [];
  for await (const { value: c, line } of lines(f)) {
    need(f, line, c, 'country', 'string');
    need(f, line, c, 'links', 'array');
    out.push({
      country: c.country,
      name: c.name ?? null,
      links: c.links.map((l: any) => ({ system: l.system, relevance: l.relevance, derivation: l.derivation ?? null })),
    });
  }
  return out;
}
