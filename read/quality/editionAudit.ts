import type { Queryable } from '../../platform/db.ts';
import type { EditionPair } from '../../projections/editions/editionPairs.ts';

/** An official source found among the official files: its folder, files and what its SOURCE.md says of them. */
export interface OfficialSourceFact {
  /** The adapter's id: a system id, `crosswalk_{a}__{b}` or `labels_{system}`. */
  id: string;
  kind: 'system' | 'crosswalk' | 'labels';
  folder: string;
  files: string[];
  /** The SOURCE.md's own warning when the file is not the publisher's (DERIVED, NEAR-ORIGINAL), else null. */
  caveat: string | null;
}

/** One fact of an edition: a key (structure, labels:de, correspondence, ...), what it says, and the codes it names. */
export interface AuditFact {
  what: string;
  detail: string;
  count?: number;
  /** The first codes concerned (at most `sample`), in the system's order. */
  codes?: string[];
}

export interface EditionReport {
  system: string;
  name: string | null;
  loaded: boolean;
  code_count: number;
  official: AuditFact[];
  derived: AuditFact[];
  missing: AuditFact[];
}

export interface EditionAudit {
  pairs: { from: string; to: string; name: string; editions: [EditionReport, EditionReport] }[];
}

const OFFICIAL = 'official_download';

/**
 * Per edition of each pair: what is official (the structure read from an official file, labels and links the
 * publisher states), what is derived (the corpus' structure, derived label sets, links derived or curated), and what
 * is missing (no official file, codes without a label in a language either edition has, leaves without a link to
 * the other edition). Read from the read models; `sources` are the official files found (the composition root
 * looks them up). Set-wise: a fixed number of statements per edition.
 */
export async function editionAudit(
  db: Queryable,
  pairs: readonly EditionPair[],
  sources: OfficialSourceFact[],
  sample = 10,
): Promise<EditionAudit> {
  const out: EditionAudit['pairs'] = [];
  for (const p of pairs) {
    const [a, b] = await Promise.all([
      edition(db, p.from, p.to, sources, sample),
      edition(db, p.to, p.from, sources, sample),
    ]);
    out.push({ from: p.from, to: p.to, name: p.name, editions: [a, b] });
  }
  return { pairs: out };
}

async function edition(
  db: Queryable,
  system: string,
  other: string,
  sources: OfficialSourceFact[],
  sample: number,
): Promise<EditionReport> {
  const [sys, labelSets, notes, links, missingLabels, unlinked] = await Promise.all([
    db.query<{ name: string; provenance: string | null; node_count: number; source_url: string | null }>(
      `SELECT name, provenance, node_count, source_url FROM systems WHERE id = $1`,
      [system],
    ),
    db.query<{
      system: string;
      lang: string;
      source: string;
      provenance: string;
      note: string | null;
      label_count: number;
    }>(
      `SELECT system, lang, source, provenance, note, label_count FROM label_sets WHERE system = ANY($1::text[]) ORDER BY lang`,
      [[system, other]],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM node_notes WHERE system = $1`, [system]),
    db.query<{ kind: string; source: string | null; n: number }>(
      `SELECT coalesce(provenance->>'kind', 'curated') AS kind, provenance->>'source' AS source, count(*)::int AS n
         FROM equivalences
        WHERE (source_system = $1 AND target_system = $2) OR (source_system = $2 AND target_system = $1)
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [system, other],
    ),
    // per language either edition has labels in: this edition's codes without a label in it
    db.query<{ lang: string; n: number; codes: string[] }>(
      `SELECT q.lang, count(*)::int AS n, (array_agg(n.code ORDER BY n.seq))[1:$3] AS codes
         FROM (SELECT DISTINCT lang FROM label_sets WHERE system = ANY($2::text[])) q
         JOIN nodes n ON n.system = $1
        WHERE NOT EXISTS (SELECT 1 FROM node_labels l WHERE l.system = n.system AND l.code = n.code AND l.lang = q.lang)
        GROUP BY q.lang ORDER BY q.lang`,
      [system, [system, other], sample],
    ),
    // the leaves (a correspondence links classes) with no link to the other edition, either direction
    db.query<{ n: number; codes: string[] | null }>(
      `SELECT count(*)::int AS n, (array_agg(n.code ORDER BY n.seq))[1:$3] AS codes
         FROM nodes n
        WHERE n.system = $1 AND n.child_count = 0
          AND NOT EXISTS (SELECT 1 FROM equivalences e WHERE e.source_system = $1 AND e.source_code = n.code AND e.target_system = $2)
          AND NOT EXISTS (SELECT 1 FROM equivalences e WHERE e.target_system = $1 AND e.target_code = n.code AND e.source_system = $2)`,
      [system, other, sample],
    ),
  ]);
  const s = sys.rows[0];
  const report: EditionReport = {
    system,
    name: s?.name ?? null,
    loaded: !!s,
    code_count: s?.node_count ?? 0,
    official: [],
    derived: [],
    missing: [],
  };
  const structure = sources.find((f) => f.kind === 'system' && f.id === system);
  const files = (f: OfficialSourceFact) => `${f.folder}/${f.files.join(', ')}`;
  if (!s) {
    report.missing.push({ what: 'edition', detail: `${system} is not loaded (taxonomy ingest, with --official)` });
  } else if (s.provenance === OFFICIAL && structure && !structure.caveat) {
    report.official.push({
      what: 'structure',
      detail: `${s.node_count} codes from ${files(structure)}`,
      count: s.node_count,
    });
  } else if (s.provenance === OFFICIAL && structure) {
    report.derived.push({
      what: 'structure',
      detail: `${s.node_count} codes from ${files(structure)}, a copy: ${structure.caveat}`,
      count: s.node_count,
    });
  } else {
    report.derived.push({
      what: 'structure',
      detail: `${s.node_count} codes from the corpus (provenance ${s.provenance ?? 'not stated'}${s.source_url ? `, ${s.source_url}` : ''})`,
      count: s.node_count,
    });
  }
  if (!structure)
    report.missing.push({ what: 'source', detail: 'no official file of this edition among the official files' });
  if (notes.rows[0].n > 0) {
    const fact = { what: 'notes', detail: `explanatory notes for ${notes.rows[0].n} codes`, count: notes.rows[0].n };
    (s?.provenance === OFFICIAL ? report.official : report.derived).push(fact);
  }
  for (const l of labelSets.rows.filter((r) => r.system === system)) {
    const fact = {
      what: `labels:${l.lang}`,
      detail: `${l.label_count} labels in ${l.lang} from ${l.source}${l.note ? ` (${l.note})` : ''}`,
      count: l.label_count,
    };
    (l.provenance === 'official' ? report.official : report.derived).push(fact);
  }
  for (const m of missingLabels.rows) {
    report.missing.push({
      what: `labels:${m.lang}`,
      detail: `${m.n} of ${report.code_count} codes without a label in ${m.lang}`,
      count: m.n,
      codes: m.codes,
    });
  }
  for (const l of links.rows) {
    const fact = {
      what: 'correspondence',
      detail: `${l.n} ${l.kind} links with ${other}${l.source ? ` from ${l.source}` : ''}`,
      count: l.n,
    };
    (l.kind === 'official' ? report.official : report.derived).push(fact);
  }
  const table = sources.find(
    (f) => f.kind === 'crosswalk' && (f.id.endsWith(`${system}__${other}`) || f.id.endsWith(`${other}__${system}`)),
  );
  if (!links.rows.some((l) => l.kind === 'official'))
    report.missing.push({
      what: 'correspondence',
      detail: table
        ? `${files(table)} is present but none of its links is served (taxonomy ingest --official)`
        : `no official correspondence with ${other} among the official files`,
    });
  const u = unlinked.rows[0];
  if (s && u.n > 0)
    report.missing.push({
      what: 'links',
      detail: `${u.n} leaves without a link to ${other}`,
      count: u.n,
      codes: u.codes ?? [],
    });
  return report;
}
