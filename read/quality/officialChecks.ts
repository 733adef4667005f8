import type { Queryable } from '../../platform/db.ts';
import type { QualityFinding } from './shapes.ts';

/**
 * What the official files say, as the audit compares it with the served data (built from the files by
 * the composition root, cli/officialReference.ts): each official system's codes and titles, and the
 * edges the official tables state (their own and those derived for current editions).
 */
export interface OfficialReference {
  systems: { id: string; titles: Map<string, string> }[];
  edges: { source_system: string; source_code: string; target_system: string; target_code: string; source: string }[];
}
/** The reference when official files are present (loaded once, on first use), else undefined. */
export type OfficialReferenceLoader = () => Promise<OfficialReference | undefined>;

interface Check {
  kind: string;
  description: string;
  items: QualityFinding[];
}

const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
const end = (s: string, c: string) => `${s}:${c}`;
const pairKey = (a: string, b: string) => (a < b ? `${a}\u001e${b}` : `${b}\u001e${a}`);

/**
 * Where the served data disagrees with the official files, per system: titles that differ, codes only
 * in one of them, served edges an official table contradicts (it lists every link of an end but not
 * this one) and stated edges not served. Empty once `taxonomy ingest --official` applied the files.
 */
export async function officialChecks(db: Queryable, ref: OfficialReference, system?: string): Promise<Check[]> {
  const ids = ref.systems.map((s) => s.id).filter((id) => !system || id === system);
  const { rows: nodes } = await db.query<{ system: string; code: string; title: string }>(
    'SELECT system, code, title FROM nodes WHERE system = ANY($1) ORDER BY system, seq',
    [ids],
  );
  const titleDiffers: QualityFinding[] = [];
  const onlyServed: QualityFinding[] = [];
  const onlyOfficial: QualityFinding[] = [];
  const served = new Map<string, Set<string>>();
  const titles = new Map(ref.systems.map((s) => [s.id, s.titles]));
  for (const n of nodes) {
    const official = titles.get(n.system)!.get(n.code);
    if (!served.has(n.system)) served.set(n.system, new Set());
    served.get(n.system)!.add(n.code);
    if (official === undefined)
      onlyServed.push({ system: n.system, codes: [n.code], detail: `served "${n.title}"; not in the official file` });
    else if (norm(official) !== norm(n.title))
      titleDiffers.push({ system: n.system, codes: [n.code], detail: `served "${n.title}"; official "${official}"` });
  }
  for (const s of ref.systems)
    if (ids.includes(s.id) && served.has(s.id))
      for (const [code, title] of s.titles)
        if (!served.get(s.id)!.has(code))
          onlyOfficial.push({ system: s.id, codes: [code], detail: `official "${title}"; not served` });

  const [contradicted, missing] = await edgeChecks(db, ref, system);
  return [
    {
      kind: 'official_title_differs',
      description: 'Codes whose served title differs from the official file’s',
      items: titleDiffers,
    },
    { kind: 'only_in_served', description: 'Served codes the official file does not have', items: onlyServed },
    { kind: 'only_in_official', description: 'Codes of the official file that are not served', items: onlyOfficial },
    {
      kind: 'official_edge_contradicted',
      description:
        'Served edges an official concordance contradicts (it lists every link of its source code, not this one)',
      items: contradicted,
    },
    {
      kind: 'official_edge_missing',
      description:
        'Edges an official concordance states (directly or derived through unchanged codes) that are not served',
      items: missing,
    },
  ];
}

async function edgeChecks(db: Queryable, ref: OfficialReference, system?: string) {
  const pairs = new Set<string>();
  const covered = new Map<string, string>(); // `system:code→other system` → source table
  const stated = new Set<string>();
  for (const e of ref.edges) {
    pairs.add(pairKey(e.source_system, e.target_system));
    // a table lists every link of its source codes (as ingest/crosswalks/reconcile.ts reads it); its
    // target side may be partial (derived edges go only through unchanged codes)
    covered.set(`${end(e.source_system, e.source_code)}\u001f${e.target_system}`, e.source);
    stated.add(pairKey(end(e.source_system, e.source_code), end(e.target_system, e.target_code)));
  }
  const systems = [...new Set([...pairs].flatMap((p) => p.split('\u001e')))];
  const { rows } = await db.query<{ ss: string; sc: string; ts: string; tc: string }>(
    `SELECT source_system AS ss, source_code AS sc, target_system AS ts, target_code AS tc FROM equivalences
      WHERE source_system = ANY($1) AND target_system = ANY($1) AND ($2::text IS NULL OR $2 IN (source_system, target_system))`,
    [systems, system ?? null],
  );
  const { rows: ends } = await db.query<{ system: string; code: string }>(
    'SELECT system, code FROM nodes WHERE system = ANY($1)',
    [systems],
  );
  const exists = new Set(ends.map((n) => end(n.system, n.code)));
  const contradicted: QualityFinding[] = [];
  const servedEdges = new Set<string>();
  for (const r of rows) {
    if (!pairs.has(pairKey(r.ss, r.ts))) continue;
    const a = end(r.ss, r.sc);
    const b = end(r.ts, r.tc);
    servedEdges.add(pairKey(a, b));
    const table = covered.get(`${a}\u001f${r.ts}`) ?? covered.get(`${b}\u001f${r.ss}`);
    if (table && !stated.has(pairKey(a, b)))
      contradicted.push({ system: r.ss, codes: [a, b], detail: `${table} lists other links of this code` });
  }
  const missing: QualityFinding[] = [];
  const seen = new Set<string>();
  for (const e of ref.edges) {
    if (system && system !== e.source_system && system !== e.target_system) continue;
    const a = end(e.source_system, e.source_code);
    const b = end(e.target_system, e.target_code);
    const k = pairKey(a, b);
    if (seen.has(k) || servedEdges.has(k) || !exists.has(a) || !exists.has(b)) continue;
    seen.add(k);
    missing.push({ system: e.source_system, codes: [a, b], detail: `stated by ${e.source}` });
  }
  return [contradicted, missing] as const;
}
