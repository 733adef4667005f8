import type { Queryable } from '../platform/db.ts';
import { classifyRequest, type ClassifyAnswer, type ClassifyRequest } from '../projections/classify/request.ts';
import { primaryLanguage, searchText, SNOWBALL } from '../projections/texts/languages.ts';
import { labelLanguages, searchLabels } from '../projections/texts/labelSearch.ts';
import { titles } from '../projections/classify/queries.ts';
import { lexiconWords } from '../projections/search/text.ts';
import { knowsWord } from '../projections/words/wordnet.ts';

/** What a text in another language was classified as: the English title of the code its words found. */
export interface ReadAs {
  /** The text's language (a primary BCP 47 subtag). */
  lang: string;
  /** The English text classified: the code's English title. */
  text: string;
  /** The code whose label in `lang` the words found, and that label. */
  system: string;
  code: string;
  label: string;
}

/**
 * Classify as every door answers it (REST POST /classify, MCP classify_business, batch items): the engine
 * (projections/classify/request.ts) on the text; a plain text in another language, on the English title of the
 * code its words find in that language's labels (NACE Rev. 2.1 in 24 languages, ISIC, ISCO and ESCO in a few),
 * `read_as` saying so: "transporte de mercancías por carretera" is read as NACE 49.41's "Freight transport by
 * road". The language is `lang` when given (English: as given); else a text most of whose words no English title
 * holds is read in the language whose labels hold most of them (`textLanguage`). Structured fields are English.
 */
export async function classifyText(
  db: Queryable,
  req: ClassifyRequest & { lang?: string },
): Promise<ClassifyAnswer & { read_as?: ReadAs }> {
  const { lang, ...rest } = req;
  const readAs = req.text?.trim() ? await readAsEnglish(db, req.text, lang) : null;
  if (!readAs) return classifyRequest(db, rest);
  const answer = await classifyRequest(db, { ...rest, text: readAs.text });
  return { ...answer, text: req.text!, read_as: readAs };
}

async function readAsEnglish(db: Queryable, text: string, asked?: string): Promise<ReadAs | null> {
  const lang = asked ? primaryLanguage(asked.split(',')[0]) : await textLanguage(db, text);
  if (!lang || lang === 'en') return null;
  const [hit] = (await searchLabels(db, { q: text, lang, limit: 1 })).items;
  if (!hit) return null;
  const title = (await titles(db, [[hit.system, hit.code]])).get(`${hit.system}\u001f${hit.code}`);
  return title ? { lang, text: title, system: hit.system, code: hit.code, label: hit.title } : null;
}

/** Words of a text read for its language at most. */
const WORDS_READ = 12;
/** An English word is one this many English titles hold at least (a title's stray foreign word is not). */
const ENGLISH_FREQ = 3;

/**
 * The language of a text most of whose words no English title holds (search's lexicon of title words) and the
 * labels of one other language with a stemmer hold more of (each word folded and stemmed as that language's labels
 * are): that language. Undefined for English text, or when no language's labels know it better. WordNet and the
 * words remembered answer most English texts with no statement; a text in another language costs three.
 */
export async function textLanguage(db: Queryable, text: string): Promise<string | undefined> {
  const words = [...lexiconWords(text)].slice(0, WORDS_READ);
  if (!words.length) return undefined;
  const english = await englishCount(db, words);
  if (english * 2 >= words.length) return undefined;
  // only the languages with a stemmer: a prefix stem (languages.ts) meets an unknown English word too ("phlebo...")
  const probes = (await labelLanguages(db))
    .filter((lang) => lang in SNOWBALL)
    .flatMap((lang) => words.map((w) => ({ lang, ...searchText(w, lang) })));
  if (!probes.length) return undefined;
  const { rows } = await db.query<{ lang: string; n: number }>(
    `SELECT v.lang, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM node_labels l
              WHERE l.lang = v.lang AND l.tsv @@ plainto_tsquery(v.config::regconfig, v.word)))::int AS n
       FROM unnest($1::text[], $2::text[], $3::text[]) AS v(lang, config, word)
      GROUP BY v.lang ORDER BY n DESC, v.lang LIMIT 1`,
    [probes.map((p) => p.lang), probes.map((p) => p.config), probes.map((p) => p.text)],
  );
  const best = rows[0];
  return best && best.n > english && best.n * 2 >= words.length ? best.lang : undefined;
}

/**
 * How many of `words` are English: nouns and verbs WordNet knows (whatever the corpus), and the words English titles
 * hold (search's lexicon: adjectives, trade words), the latter remembered per word in this process, so the lexicon is
 * read only for words neither knows yet. The corpus alone was not enough: the sample's few titles left most of a job
 * title's words unknown, and English titles were read as another language.
 */
async function englishCount(db: Queryable, words: string[]): Promise<number> {
  const unseen = words.filter((w) => !englishSeen.has(w) && !knowsWord(w));
  if (unseen.length) {
    const { rows } = await db.query<{ word: string }>(
      `SELECT word FROM search_lexicon WHERE word = ANY($1::text[]) AND freq >= ${ENGLISH_FREQ}`,
      [unseen],
    );
    if (englishSeen.size + unseen.length > ENGLISH_SEEN) englishSeen.clear();
    const known = new Set(rows.map((r) => r.word));
    for (const w of unseen) englishSeen.set(w, known.has(w));
  }
  return words.filter((w) => knowsWord(w) || englishSeen.get(w)).length;
}
/** Words remembered (a word and a boolean each). */
const ENGLISH_SEEN = 50_000;
const englishSeen = new Map<string, boolean>();
