import type { BridgedWord } from './score.ts';
import type { AidKind } from '../../commands/records.ts';

/** Scores are calibrated alike in every system: at or above 0.75 the title (or an example) says what the text says. */
export type Confidence = 'high' | 'medium' | 'low';
export const confidence = (score: number): Confidence => (score >= 0.75 ? 'high' : score >= 0.45 ? 'medium' : 'low');

/** The code a carried match came from (carry.ts), and the edge's match type. */
export interface Via {
  system: string;
  code: string;
  title: string;
  match_type: string;
  /** The hub code a path of two edges went through (ESCO "auctioneer" -> ISCO 3339 -> SOC). */
  through?: { system: string; code: string; title: string; match_type: string };
}

/** A code the text was classified into. */
export interface Match {
  system: string;
  code: string;
  title: string;
  score: number;
  confidence_level: Confidence;
  matched_words: string[];
  /** Words of the text matched only through a related word (WordNet hypernym or derivation). */
  bridged_words?: BridgedWord[];
  level: number;
  leaf: boolean;
  ancestors: { code: string; title: string }[];
  /** Found through a crosswalk: the code it was carried from, and the edge's match type. */
  via?: Via;
  /** What carried the match: the code's title, one of its example phrases, an official coding aid's phrase, a crosswalk. */
  evidence?: Evidence;
  /** What calibration reads besides the score (set while ranking; calibration.ts takes it off the answer). */
  signals?: Signals;
}
/** A match's evidence as calibration reads it (calibration.ts). */
export interface Signals {
  /** A coding aid's phrase says exactly the text for this code: 1 an aid naming one code, 0.5 a shared phrase, 0 none. */
  exactAid: number;
  /** The learned model's probability of the code (0 without a model). */
  model: number;
  /**
   * 1 when the text reads as a title and no code of the system holds every idea of it in its title, one
   * example phrase or one coding aid's phrase (the lexical evidence is partial), else 0.
   */
  partial: number;
}
export interface Evidence {
  kind: 'title' | 'example' | 'crosswalk' | AidKind;
  /** The coding aid (its id) and the phrase it labels with this code. */
  aid?: string;
  phrase?: string;
}
/** What tells two tied codes apart (internal to ranking, used by ties.ts; lists.ts drops it from the answer). */
export interface TieEvidence {
  /**
   * How closely the code's best exact phrase says the text (aidEvidence.ts `Said`): 2 word for word as
   * written, 1 the same words in another order or form, 0.5 word for word once the reading rewrote them (an
   * abbreviation spelt out, a typo read as a word), 0 only the rewritten words' stems.
   */
  said: number;
  /** The kind of the most authoritative aid phrase naming the text exactly for this code. */
  exactAid: AidKind;
  /** The code's own document's score without the aids' phrases. */
  own: number;
  /** The learned model's probability of the code (0 without a model). */
  p: number;
  /** Aid phrases matching the text for this code. */
  aidPhrases: number;
  /** Aid phrases saying exactly the text for this code (the aids' entries agreeing on it). */
  exactPhrases: number;
}

/** A match while ranking: with its system's kind and the title's stems. */
export interface Ranked extends Match {
  kind: string;
  /** The title's stems, sorted: equal for a parent and a child titled alike. */
  titleKey?: string;
  /** A residual category ("Other ...", "n.e.c."). */
  residual?: boolean;
  /** Confirmed by another system's best match along a crosswalk (carry.ts). */
  corroborated?: boolean;
  /** Its title or one example phrase holds every idea of the text. */
  named?: boolean;
  /** A coding aid's phrase says exactly the text for this code: what breaks a tie with another such code (ties.ts). */
  tie?: TieEvidence;
  /** Its own title or one of its own example phrases (the aids' phrases aside) holds every idea of the text (ties.ts). */
  ownNames?: boolean;
  /** The coding aids' phrases of this code holding every idea of the text, exact or longer ("Night Stocker" for "Stocker"; ties.ts `majority`). */
  holding?: number;
}

/** Best first; among equals the deeper code, then system and code (deterministic). */
export const byRank = (a: Match, b: Match) =>
  b.score - a.score ||
  b.level - a.level ||
  (a.system < b.system ? -1 : a.system > b.system ? 1 : 0) ||
  (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Ancestor codes from the node's path (codes each followed by U+001F), root first; titles come later. */
export function ancestorCodes(path: string): { code: string; title: string }[] {
  return path
    .split('\u001f')
    .slice(0, -2)
    .map((code) => ({ code, title: '' }));
}
