import type { Queryable } from '../../platform/db.ts';
import type { SearchHit, SearchResult } from '../search/port.ts';
import { searchText } from './languages.ts';

/** Most label hits one search reads (a page past it is answered from the English index alone). */
export const LABEL_HITS_MAX = 1000;

export interface LabelQuery {
  q: string;
  lang: string;
  systems?: string[];
  limit: number;
}

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
    `WITH q AS (SELECT plainto_tsquery($1::regconfig, $2) AS all_words),
          w AS (SELECT all_words, CASE WHEN all_words::text = '' THEN NULL
                                       ELSE replace(all_words::text, ' & ', ' | ')::tsquery END AS any_word FROM q),
          hits AS (
            SELECT l.system, l.code, l.label AS title, l.lang,
                   1 + (l.tsv @@ w.all_words)::int + ts_rank(l.tsv, w.any_word, 1) AS score
              FROM node_labels l, w
             WHERE w.any_word IS NOT NULL AND l.lang = $3 AND l.tsv @@ w.any_word
               AND ($4::text[] IS NULL OR l.system = ANY($4::text[]))
             ORDER BY score DESC, l.system, l.code LIMIT $6)
     SELECT h.system, h.code, h.title, h.lang, n.level, h.score::float8 AS score, 'title' AS match,
            (SELECT count(*) FROM node_labels l, w WHERE l.lang = $3 AND l.tsv @@ w.any_word
                AND ($4::text[] IS NULL OR l.system = ANY($4::text[])))::int AS total
       FROM hits h JOIN nodes n ON n.system = h.system AND n.code = h.code
      ORDER BY h.score DESC, (SELECT count(*) FROM systems s WHERE s.id = h.system AND s.provenance = 'official_download') DESC,
               h.system, h.code
      LIMIT $5`,
    [config, text, s.lang, s.systems?.length ? s.systems : null, s.limit, LABEL_HITS_MAX],
  );
  return { items: rows.map(({ total: _t, ...h }) => h), total: rows[0]?.total ?? 0 };
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
