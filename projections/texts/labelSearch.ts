import type { Queryable } from '../../platform/db.ts';
import type { GroupedResult, SearchGroup, SearchHit, SearchResult } from '../search/port.ts';
import { searchText } from './languages.ts';

/** Most label hits one search reads (a page past it is answered from the English index alone). */
export const LABEL_HITS_MAX = 1000;

export interface LabelQuery {
  q: string;
  lang: string;
  systems?: string[];
  limit: number;
}

/** The query's words ($1 the text search configuration, $2 the folded text): all of them, and any of them. */
const WORDS = `WITH q AS (SELECT plainto_tsquery($1::regconfig, $2) AS all_words),
          w AS (SELECT all_words, CASE WHEN all_words::text = '' THEN NULL
                                       ELSE replace(all_words::text, ' & ', ' | ')::tsquery END AS any_word FROM q)`;
/** A label of `lang` ($3) in the systems asked ($4, null: all) with any of the words. */
const LABEL_MATCHES = `w.any_word IS NOT NULL AND l.lang = $3 AND l.tsv @@ w.any_word
               AND ($4::text[] IS NULL OR l.system = ANY($4::text[]))`;
/** 1 + rank (+1 when every word matched), to 4 decimals as the English hits' scores. */
const LABEL_SCORE = `round((1 + (l.tsv @@ w.all_words)::int + ts_rank(l.tsv, w.any_word, 1))::numeric, 4)`;

/**
 * Codes whose label in `lang` matches the words of `q`, folded and stemmed as that language's labels were
 * (languages.ts): every word first (AND), then most words (OR), each by ts_rank normalised by the label's
 * length, so "Güterbeförderung im Straßenverkehr" ranks 49.41 (that very label) above the longer 49.4.
 * Scores are 1 + rank (+1 when every word matched): title matches, below code matches (5-10).
 */
export async function searchLabels(
  db: Queryable,
  s: LabelQuery,
): Promise<{ items: (SearchHit & { lang: string })[]; total: number }> {
  const { config, text } = searchText(s.q, s.lang);
  if (!text.trim()) return { items: [], total: 0 };
  const { rows } = await db.query<SearchHit & { lang: string; total: number }>(
    `${WORDS},
          hits AS (
            SELECT l.system, l.code, l.label AS title, l.lang, ${LABEL_SCORE} AS score
              FROM node_labels l, w WHERE ${LABEL_MATCHES}
             ORDER BY score DESC, l.system, l.code LIMIT $6)
     SELECT h.system, h.code, h.title, h.lang, n.level, h.score::float8 AS score, 'title' AS match,
            (SELECT count(*) FROM node_labels l, w WHERE ${LABEL_MATCHES})::int AS total
       FROM hits h JOIN nodes n ON n.system = h.system AND n.code = h.code
      ORDER BY h.score DESC, (SELECT count(*) FROM systems s WHERE s.id = h.system AND s.provenance = 'official_download') DESC,
               h.system, h.code
      LIMIT $5`,
    [config, text, s.lang, s.systems?.length ? s.systems : null, s.limit, LABEL_HITS_MAX],
  );
  return { items: rows.map(({ total: _t, ...h }) => h), total: rows[0]?.total ?? 0 };
}

/** The languages other than English that some system has labels in (`label_sets`). */
export async function labelLanguages(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ lang: string }>(`SELECT DISTINCT lang FROM label_sets WHERE lang <> 'en'`);
  return rows.map((r) => r.lang);
}

/** Labels counted per language at most by `likeliestLanguage`. */
export const LANGUAGE_PROBE = 100;

/**
 * The language whose labels hold every word of `q` most often (each language's labels folded and stemmed as
 * its own, languages.ts; counted up to LANGUAGE_PROBE), for a query no English title holds: "boulangerie" is
 * French, "camionero" Spanish. Undefined when no language's labels hold it. One statement, a probe of the
 * labels' index per language.
 */
export async function likeliestLanguage(db: Queryable, q: string, systems?: string[]): Promise<string | undefined> {
  const probes = (await labelLanguages(db))
    .map((lang) => ({ lang, ...searchText(q, lang) }))
    .filter((p) => p.text.trim());
  if (!probes.length) return undefined;
  const { rows } = await db.query<{ lang: string; n: number }>(
    `SELECT v.lang, (SELECT count(*) FROM (SELECT 1 FROM node_labels l
                       WHERE l.lang = v.lang AND l.tsv @@ plainto_tsquery(v.config::regconfig, v.text)
                         AND ($4::text[] IS NULL OR l.system = ANY($4::text[])) LIMIT ${LANGUAGE_PROBE}) x)::int AS n
       FROM unnest($1::text[], $2::text[], $3::text[]) AS v(lang, config, text)
      ORDER BY n DESC, v.lang LIMIT 1`,
    [
      probes.map((p) => p.lang),
      probes.map((p) => p.config),
      probes.map((p) => p.text),
      systems?.length ? systems : null,
    ],
  );
  return rows[0]?.n ? rows[0].lang : undefined;
}

/** One system's label hits: how many labels of `lang` match, and the best `perGroup` of them. */
export interface LabelGroup {
  system: string;
  total: number;
  items: (SearchHit & { lang: string })[];
}

/**
 * The label hits of `lang` grouped by system, matched and scored as `searchLabels` matches them (the same SQL
 * conditions): per system its count and its best `perGroup` labels, the systems by their best score. For grouped
 * search (the web's search box), which pages through systems.
 */
export async function searchLabelGroups(
  db: Queryable,
  s: Omit<LabelQuery, 'limit'> & { perGroup: number },
): Promise<LabelGroup[]> {
  const { config, text } = searchText(s.q, s.lang);
  if (!text.trim()) return [];
  const { rows } = await db.query<SearchHit & { lang: string; total: number }>(
    `${WORDS},
          m AS (SELECT l.system, l.code, l.label AS title, l.lang, ${LABEL_SCORE} AS score
                  FROM node_labels l, w WHERE ${LABEL_MATCHES}),
          r AS (SELECT m.*, row_number() OVER (PARTITION BY m.system ORDER BY m.score DESC, m.code) AS rn,
                       count(*) OVER (PARTITION BY m.system)::int AS total FROM m)
     SELECT r.system, r.code, r.title, r.lang, n.level, r.score::float8 AS score, 'title' AS match, r.total
       FROM r JOIN nodes n ON n.system = r.system AND n.code = r.code
      WHERE r.rn <= $5 ORDER BY r.system, r.rn`,
    [config, text, s.lang, s.systems?.length ? s.systems : null, s.perGroup],
  );
  const groups = new Map<string, LabelGroup>();
  for (const { total, ...h } of rows) {
    const g = groups.get(h.system) ?? groups.set(h.system, { system: h.system, total, items: [] }).get(h.system)!;
    g.items.push(h);
  }
  return [...groups.values()].sort((a, b) => b.items[0].score - a.items[0].score || a.system.localeCompare(b.system));
}

/**
 * An English result with the label hits of `lang` merged in: code matches first (a code is the same in
 * every language), then the label hits, then the English title matches; `total` counts both.
 */
export function mergeLabelHits(
  english: SearchResult,
  labels: { items: (SearchHit & { lang: string })[]; total: number },
  offset: number,
  limit: number,
): SearchResult & { items: (SearchHit & { lang?: string })[] } {
  const seen = new Set<string>();
  const out: (SearchHit & { lang?: string })[] = [];
  const add = (h: SearchHit & { lang?: string }) => {
    const k = `${h.system}\u0000${h.code}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(h);
  };
  for (const h of english.items) if (h.match !== 'title') add(h);
  for (const h of labels.items) add(h);
  for (const h of english.items) if (h.match === 'title') add(h);
  return {
    ...english,
    total: english.total + labels.total,
    items: out.slice(offset, offset + limit),
  };
}

/**
 * A page of English groups with the label groups of `lang` merged in, as a flat page merges its hits: first the
 * groups led by a code match (a code is the same in every language), then the systems with label hits (by their best
 * label), then the other English groups; within a group, its hits merged as mergeLabelHits merges a page. `english`
 * must be read from the first group; `offset` and `limit` page the merged groups.
 */
export function mergeLabelGroups(
  english: GroupedResult,
  labels: LabelGroup[],
  offset: number,
  limit: number,
  perGroup: number,
): GroupedResult {
  const bySystem = new Map(labels.map((g) => [g.system, g]));
  const merge = (g: SearchGroup): SearchGroup => {
    const l = bySystem.get(g.system);
    if (!l) return g;
    const m = mergeLabelHits({ items: g.items, total: g.total, totalCapped: false }, l, 0, perGroup);
    return { ...g, total: m.total, items: m.items };
  };
  const englishOf = new Map(english.groups.map((g) => [g.system, g]));
  const ledByCode = english.groups.filter((g) => g.items[0] && g.items[0].match !== 'title');
  const labelled = labels
    .filter((l) => !ledByCode.some((g) => g.system === l.system))
    .map((l) => englishOf.get(l.system) ?? { system: l.system, total: 0, items: [] });
  const placed = new Set([...ledByCode, ...labelled].map((g) => g.system));
  const rest = english.groups.filter((g) => !placed.has(g.system));
  const added = labels.filter((l) => !englishOf.has(l.system)).length;
  return {
    ...english,
    total: english.total + labels.reduce((n, l) => n + l.total, 0),
    groupCount: english.groupCount + added,
    groups: [...ledByCode, ...labelled, ...rest].map(merge).slice(offset, offset + limit),
  };
}
