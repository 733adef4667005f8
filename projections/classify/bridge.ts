import { related, type Relation } from '../words/wordnet.ts';
import { terms } from './text.ts';
import type { TermGroup } from './expand.ts';

/**
 * Word knowledge for words a code book's titles lack (a guitar -> musical instrument, a
 * cardiologist -> cardiology, a detector -> detection): WordNet's hypernyms and derivational
 * family of a one-word idea of the query, each a form that may stand in for the word, weighted
 * below the word itself and below a curated synonym. An answer matched through one says so
 * (`bridged_words`).
 */
export interface Bridge {
  /** Stems that must all be present (as an alternative of a term group). */
  form: string[];
  /** The WordNet word or phrase, as written ("musical instrument"). */
  to: string;
  relation: Relation;
  /** Share of the group's weight a match through this bridge earns, before the rarity check. */
  factor: number;
  /** An agent noun made from the word ("law" -> "lawyer"): kept however common the word is. */
  agent?: boolean;
  /** WordNet's hops from the word (1: a direct derivation or hypernym). */
  distance?: number;
}

/** Agent-noun endings ("law" -> lawyer, "farm" -> farmer, "bake" -> baker, "guitar" -> guitarist). */
const AGENT = ['er', 'yer', 'ist', 'ian', 'ier'];
const AGENT_LONGEST_FIRST = [...AGENT].sort((a, b) => b.length - a.length);

/** The agent nouns of a one-word idea that a title may use instead of the activity ("law firm" -> Offices of Lawyers). */
function agentNouns(word: string, seen: Set<string>): Bridge[] {
  if (word.length < 3 || !/^\p{L}+$/u.test(word)) return [];
  const out: Bridge[] = [];
  for (const suffix of AGENT) {
    const agent = word.endsWith('e') && suffix.startsWith('e') ? word + suffix.slice(1) : word + suffix;
    const form = terms(agent);
    if (form.length !== 1 || seen.has(form[0])) continue;
    seen.add(form[0]);
    out.push({ form, to: agent, relation: 'derivation', factor: FACTOR.derivation[0], agent: true });
  }
  return out;
}

/** Noun endings whose adjective adds "-al" ("architecture" -> architectural, "education" -> educational). */
const TAKES_AL = /(?:ure|ion|ment)$/;

/**
 * A noun and its "-al" adjective, either way ("landscape architecture" -> Landscape ARCHITECTURAL Services,
 * "environment" -> environmental, "architectural" -> architecture): the light stemmer keeps them apart, and
 * WordNet links them only as a pertainym. Kept as the idea's own form (a direct derivation).
 */
function adjectiveForms(word: string, seen: Set<string>): Bridge[] {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return [];
  const other = TAKES_AL.test(word)
    ? `${word.replace(/e$/, '')}al`
    : /al$/.test(word)
      ? ([word.slice(0, -2), `${word.slice(0, -2)}e`].find((w) => TAKES_AL.test(w)) ?? '')
      : '';
  const form = other ? terms(other) : [];
  if (form.length !== 1 || seen.has(form[0])) return [];
  seen.add(form[0]);
  return [{ form, to: other, relation: 'derivation', factor: FACTOR.derivation[0], distance: 1 }];
}

/**
 * The activity of an agent noun WordNet does not know ("groomer" -> groom, as in grooming), the other
 * way round: the word less an agent ending (or with its "e" back: "dancer" -> dance), when WordNet
 * knows what is left. Only for a word WordNet has no entry for: a known one has its own derivations.
 */
function activityOf(word: string, seen: Set<string>): Bridge[] {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return [];
  for (const suffix of AGENT_LONGEST_FIRST) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    for (const base of [stem, `${stem}e`]) {
      const form = terms(base);
      if (base.length < 3 || form.length !== 1 || seen.has(form[0]) || !related(base).length) continue;
      seen.add(form[0]);
      return [{ form, to: base, relation: 'derivation', factor: FACTOR.derivation[0], distance: 1 }];
    }
  }
  return [];
}

/** A derivation keeps the meaning closer than a hypernym; one hop more costs more. */
const FACTOR: Record<Relation, [number, number]> = { derivation: [0.8, 0.7], hypernym: [0.75, 0.6] };
/** Bridges kept per idea, nearest first. */
export const BRIDGES_PER_GROUP = 8;

/** The bridges of a one-word idea (phrases and curated synonym sets are left as they are). */
export function bridgesOf(g: TermGroup): Bridge[] {
  if (g.stems.length !== 1 || g.alternatives.length > 1 || /\d/.test(g.text)) return [];
  const seen = new Set(g.alternatives.map((a) => a.join(' ')));
  const out: Bridge[] = [];
  const known = related(g.text);
  if (!known.length) out.push(...activityOf(g.text, seen));
  for (const r of known) {
    const form = [...new Set(terms(r.phrase))];
    const key = form.join(' ');
    if (!form.length || form.length > 3 || seen.has(key)) continue;
    seen.add(key);
    out.push({
      form,
      to: r.phrase,
      relation: r.relation,
      factor: FACTOR[r.relation][r.distance - 1],
      distance: r.distance,
    });
    if (out.length >= BRIDGES_PER_GROUP) break;
  }
  const all = [...out, ...agentNouns(g.text, seen), ...adjectiveForms(g.text, seen)];
  // a misspelt word read as another ("Bosher" -> bother) is a guess: only its own forms, never a more general word
  // (bother -> disturbance guesses twice)
  return g.retyped ? all.filter(ownForm) : all;
}

/** The word in another form, not a more general word: its agent noun or a direct derivation. */
const ownForm = (b: Bridge) => !!b.agent || (b.relation === 'derivation' && b.distance === 1);

/**
 * An idea as the wide reads read it (the aids' phrases holding every idea but one, the widened pass's pairs): its own
 * forms and derivations ("counsellor" -> counselor, counsel), not the more general words WordNet bridges it to
 * (hypernyms: supervisor, adviser, consultant), each matching thousands of phrases where the idea alone matched a few;
 * unless those are all the index knows of it. The passes reading every idea keep them.
 */
export function inOwnForms<G extends TermGroup & { bridges?: Bridge[] }>(g: G): G {
  const general = new Set((g.bridges ?? []).filter((b) => b.relation === 'hypernym').map((b) => b.form.join(' ')));
  const own = g.alternatives.filter((a) => !general.has(a.join(' ')));
  return own.length && own.length < g.alternatives.length ? { ...g, alternatives: own } : g;
}

/** Only a word in fewer documents than this is bridged (and retrieves candidates through its bridges). */
export const BRIDGE_BELOW_DF = 200;

const idf = (form: string[], df: Map<string, number>, total: number) =>
  form.every((s) => df.has(s))
    ? form.reduce((n, s) => n + Math.log(1 + total / df.get(s)!), 0) / Math.sqrt(form.length)
    : 0;

/**
 * The bridges the index knows, each factor scaled by how much it still says: a hypernym as
 * distinguishing as the word keeps its factor, a generic one ("person", "device") little.
 */
export function weighBridges<G extends TermGroup & { bridges: Bridge[] }>(
  g: G,
  df: Map<string, number>,
  total: number,
): G {
  // a common word is in the titles already: bridging it to a more general word only adds noise
  // (house -> building); its agent noun ("law" -> lawyer) and its direct derivations ("generating" ->
  // generation, "detection" -> detector) say the same thing in another form: they stay
  const common = g.stems.some((s) => (df.get(s) ?? 0) >= BRIDGE_BELOW_DF);
  // an unknown word is measured against its most distinguishing bridge
  const own = idf(g.stems, df, total) || bridgeWeight(g.bridges, df, total);
  const bridges = g.bridges
    .filter((b) => !common || ownForm(b))
    .map((b) => {
      if (common && b.agent) return df.has(b.form[0]) ? b : { ...b, factor: 0 };
      const w = idf(b.form, df, total);
      return { ...b, factor: w ? b.factor * Math.min(1, w / own) : 0 };
    })
    .filter((b) => b.factor > 0);
  return { ...g, bridges };
}

/** The weight of an idea the index knows only through its bridges: the best bridge's rarity. */
export function bridgeWeight(bridges: Bridge[], df: Map<string, number>, total: number): number {
  return Math.max(0, ...bridges.map((b) => idf(b.form, df, total)));
}
