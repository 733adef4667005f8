import type { Queryable } from '../../platform/db.ts';
import { inverseMatchSql } from './matchTypes.ts';
import type { Provenance } from './shapes.ts';

/** Most edges one pair export holds (the largest pair of the full corpus has ~30K). */
export const PAIR_EXPORT_MAX = 200_000;

interface PairEdge {
  a_code: string;
  a_title: string | null;
  b_code: string;
  b_title: string | null;
  match_type: string;
  provenance: Provenance | null;
}

const PREDICATE: Record<string, string> = {
  exact: 'skos:exactMatch',
  close: 'skos:closeMatch',
  broad: 'skos:broadMatch',
  narrow: 'skos:narrowMatch',
  related: 'skos:relatedMatch',
  partial: 'skos:relatedMatch',
};
/** SSSOM mapping_justification from provenance (semapv vocabulary). */
const JUSTIFICATION: Record<string, string> = {
  official: 'semapv:ManualMappingCuration',
  curated: 'semapv:UnspecifiedMatching',
  derived: 'semapv:MappingChaining',
};

/** Every edge between systems a and b, read from a (edges stored b→a are inverted), official first. */
export async function pairEdges(db: Queryable, a: string, b: string): Promise<PairEdge[]> {
  const { rows } = await db.query<PairEdge>(
    `SELECT DISTINCT ON (x.a_code, x.b_code) x.a_code, na.title AS a_title, x.b_code, nb.title AS b_title, x.match_type, x.provenance
       FROM (SELECT source_code AS a_code, target_code AS b_code, match_type, provenance, 0 AS d FROM equivalences
              WHERE source_system = $1 AND target_system = $2
             UNION ALL
             SELECT target_code, source_code, ${inverseMatchSql('match_type')}, provenance, 1 FROM equivalences
              WHERE source_system = $2 AND target_system = $1) x
       LEFT JOIN nodes na ON na.system = $1 AND na.code = x.a_code
       LEFT JOIN nodes nb ON nb.system = $2 AND nb.code = x.b_code
      ORDER BY x.a_code, x.b_code, CASE x.provenance->>'kind' WHEN 'official' THEN 0 WHEN 'derived' THEN 2 ELSE 1 END, x.d
      LIMIT $3`,
    [a, b, PAIR_EXPORT_MAX],
  );
  return rows;
}

const tsv = (v: string | null | undefined) => (v ?? '').replace(/[\t\r\n]+/g, ' ');
const note = (p: Provenance | null) =>
  p ? [p.kind, p.source, p.rule, p.path?.length ? `via ${p.path.join(' ')}` : ''].filter(Boolean).join('; ') : '';

/** The pair as SSSOM TSV: a YAML metadata block (`#` lines), then one mapping per row. `base`: where codes resolve. */
export function toSssom(a: string, b: string, edges: PairEdge[], base: string): string {
  const meta = [
    'curie_map:',
    `  ${a}: ${base}/systems/${a}/nodes/`,
    `  ${b}: ${base}/systems/${b}/nodes/`,
    '  skos: http://www.w3.org/2004/02/skos/core#',
    '  semapv: https://w3id.org/semapv/vocab/',
    `mapping_set_id: ${base}/crosswalks/${a}/${b}.sssom.tsv`,
    `mapping_set_description: Crosswalk ${a} to ${b}; informational only, check the publishers`,
    'license: https://creativecommons.org/publicdomain/zero/1.0/',
    `subject_source: ${base}/systems/${a}`,
    `object_source: ${base}/systems/${b}`,
    `mapping_date: ${new Date().toISOString().slice(0, 10)}`,
  ];
  const header = [
    'subject_id',
    'subject_label',
    'predicate_id',
    'object_id',
    'object_label',
    'mapping_justification',
    'comment',
  ];
  const rows = edges.map((e) =>
    [
      `${a}:${e.a_code}`,
      tsv(e.a_title),
      PREDICATE[e.match_type] ?? 'skos:relatedMatch',
      `${b}:${e.b_code}`,
      tsv(e.b_title),
      JUSTIFICATION[e.provenance?.kind ?? 'curated'],
      tsv(`${e.match_type}; ${note(e.provenance)}`),
    ].join('\t'),
  );
  return [...meta.map((m) => `# ${m}`), header.join('\t'), ...rows].join('\n') + '\n';
}

const iri = (base: string, system: string, code: string) =>
  `<${base}/systems/${system}/nodes/${encodeURIComponent(code)}>`;

/** The pair as SKOS mapping triples in Turtle. */
export function toSkosTurtle(a: string, b: string, edges: PairEdge[], base: string): string {
  const lines = ['@prefix skos: <http://www.w3.org/2004/02/skos/core#> .', ''];
  for (const e of edges)
    lines.push(
      `${iri(base, a, e.a_code)} ${PREDICATE[e.match_type] ?? 'skos:relatedMatch'} ${iri(base, b, e.b_code)} .`,
    );
  return lines.join('\n') + '\n';
}

const csvField = (v: string | null | undefined) => {
  const s = v ?? '';
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The pair as CSV (RFC 4180) with the labels of both ends, one edge per row, for a spreadsheet. */
export function toCsv(a: string, b: string, edges: PairEdge[]): string {
  const header = [
    'source_system',
    'source_code',
    'source_title',
    'match_type',
    'target_system',
    'target_code',
    'target_title',
    'provenance',
    'source',
  ];
  const rows = edges.map((e) =>
    [a, e.a_code, e.a_title, e.match_type, b, e.b_code, e.b_title, e.provenance?.kind ?? 'curated', note(e.provenance)]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}

/** The export formats of a system pair: the file suffix the REST route takes and the media type it sends. */
export const PAIR_FORMATS = {
  sssom: { suffix: '.sssom.tsv', mediaType: 'text/tab-separated-values; charset=utf-8' },
  ttl: { suffix: '.ttl', mediaType: 'text/turtle; charset=utf-8' },
  csv: { suffix: '.csv', mediaType: 'text/csv; charset=utf-8' },
} as const;
export type PairFormat = keyof typeof PAIR_FORMATS;

/**
 * The pair a→b in one format: the one function behind `GET /crosswalks/{a}/{b}.sssom.tsv|.ttl|.csv` and
 * `taxonomy crosswalk`, so both write the same bytes for the same `base` (where codes resolve, `…/api/v1`).
 */
export async function exportPair(
  db: Queryable,
  a: string,
  b: string,
  format: PairFormat,
  base: string,
): Promise<string> {
  const edges = await pairEdges(db, a, b);
  if (format === 'csv') return toCsv(a, b, edges);
  return format === 'ttl' ? toSkosTurtle(a, b, edges, base) : toSssom(a, b, edges, base);
}
