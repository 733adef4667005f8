/**
 * Read text the way coders do (before the ideas are taken, `classify.ts`): a job title as postings
 * write it loses its seniority, level, shift, schedule, pay and place ("Sr. Staff Nurse II - Night
 * Shift (Chicago, IL)" -> "Staff Nurse"); a firm's own description loses what is not an activity (its
 * name and legal form before "is a", "we are a ... company dedicated to", where it serves, contact and
 * sales boilerplate), its primary activity first. Pure; the answer still shows the text as given.
 */

/** Short texts without a sentence are titles (or activity names); longer ones are descriptions. */
const TITLE_WORDS = 9;
const wordCount = (t: string) => t.split(/\s+/).filter(Boolean).length;

const SENIORITY =
  /\b(?:senior|sr|snr|junior|jr|jnr|entry[- ]level|mid[- ]level|experienced|lead)\b\.?(?!\s+(?:citizens?|living|care|centers?|centres?|housing|homes?|community|residences?|services|day|generation))/gi;
const LEVEL = /\b(?:level|lvl|grade|tier|band|step)\s*\d+\b/gi;
/** "Engineer II": a roman numeral after a word, at the end or before punctuation (never "I run a bakery"). */
const ROMAN = /(?<=\S\s+)(?:II|III|IV|VI{0,3}|I)\b(?=\s*(?:$|[,;/(|–-]))/g;
const SCHEDULE =
  /\b(?:(?:day|night|evening|overnight|graveyard|swing|weekend|rotating|1st|2nd|3rd|first|second|third)\s+shifts?|shifts?|part[- ]time|full[- ]time|prn|per\s+diem|seasonal|remote|hybrid|on[- ]?site|weekends?|nights|overnights?|days|temp\s+to\s+hire|contract\s+to\s+hire)\b/gi;
const PAY =
  /\$\s?[\d,.]+\s*(?:k\b)?(?:\s*(?:\/|per|an?)\s*(?:hr|hour|year|yr|week|wk|month))?|\b(?:sign[- ]on|signing)\s+bonus\b|\bup\s+to\b|\bbonus\b/gi;
/** After a dash, bar or at sign: where, when or for whom ("Registered Nurse - Chicago, IL", "Cook @ Joe's"). */
const TRAILER = /\s+(?:[-–—|@]|at)\s+.*$/;
const PLACE_PARENS = /\([^)]*\)/g;

/** A job title as a coder reads it: seniority, level, schedule, pay and place left out; "" when nothing is left. */
export function cleanTitle(title: string): string {
  let t = title.replace(TRAILER, ' ');
  // a parenthesis that is only noise goes ("(Remote)", "(Nights)", "(Chicago, IL)"); one that says the job stays ("(CNA)")
  t = t.replace(PLACE_PARENS, (p) => (isNoise(p.slice(1, -1)) || /,\s*[A-Z]{2}\b/.test(p) ? ' ' : p));
  t = t.replace(PAY, ' ').replace(SCHEDULE, ' ').replace(LEVEL, ' ').replace(ROMAN, ' ').replace(SENIORITY, ' ');
  t = t.replace(/\s*[,;/|]\s*$/g, '').replace(/^\s*[,;/|-]\s*/, '');
  return t.replace(/\s+/g, ' ').trim();
}
const isNoise = (s: string) =>
  !s
    .replace(PAY, '')
    .replace(SCHEDULE, '')
    .replace(LEVEL, '')
    .replace(SENIORITY, '')
    .replace(/[\s,;/&-]+/g, '');

const LEGAL =
  /\b(?:l\.?l\.?c|inc|incorporated|ltd|limited|corp|corporation|co|company|gmbh|plc|llp|l\.?p|s\.?a|pty|pllc|p\.?c)\b\.?/gi;
/** "Smith Electric LLC is a", "We are a", "ABC, Inc. is an": the subject before what it is. */
const SUBJECT =
  /^[^.]{0,80}?\b(?:is|are|has been|have been)\s+(?:an?|the|one of the)\s+(?:leading\s+|premier\s+|trusted\s+)?/i;
/** "... company dedicated to", "... firm specializing in": the activity follows. */
const DEDICATED =
  /\b(?:company|firm|business|enterprise|corporation|provider|organization|organisation)\s+(?:that\s+is\s+)?(?:dedicated|committed|devoted)\s+to\b|\b(?:that|which|who)\s+(?:specializes?|specialises?)\s+in\b/gi;
/** Where it works, not what: "serving the New York Metro area", "located in Ohio", "throughout Texas". */
const PLACE =
  /\b(?:serving|servicing|located|based|headquartered|operating|throughout|across)\b(?:\s+(?:in|the|all|of|out\s+of))*\s+[^.,;]*(?:area|region|county|state|states|city|metro|[A-Z][a-z]+)\b[^.,;]*/g;
const AREA =
  /\b(?:to|in|for)\s+(?:the\s+)?(?:greater\s+)?[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*\s+(?:metro(?:politan)?\s+)?(?:area|region)\b/g;
/** Sentences that sell or give contact details, never the activity. */
const BOILERPLATE =
  /\b(?:call|contact|phone|e-?mail|visit|website|www\.|https?:|free\s+(?:estimates?|quotes?|consultation)|licensed\s+and\s+insured|fully\s+insured|years\s+of\s+experience|since\s+\d{4}|established\s+in\s+\d{4}|founded\s+in\s+\d{4}|customer\s+satisfaction|competitive\s+prices?|deliver\s+anywhere|our\s+mission|our\s+team|we\s+look\s+forward)\b/i;

/** A firm's description as a coder reads it: what it does, its primary activity first. */
export function cleanDescription(text: string): string {
  const sentences = text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
  const kept = sentences.filter((s) => !BOILERPLATE.test(s));
  const out = (kept.length ? kept : sentences).slice(0, 3).map((s) =>
    s
      .replace(SUBJECT, '')
      .replace(DEDICATED, ' ')
      .replace(PLACE, ' ')
      .replace(AREA, ' ')
      .replace(LEGAL, ' ')
      .replace(
        /\b(?:full[- ]service|one[- ]stop|high[- ]quality|quality|professional|reliable|affordable|family[- ]owned(?:\s+and\s+operated)?|locally[- ]owned|independent)\b/gi,
        ' ',
      )
      .replace(/\s+([,.;])/g, '$1')
      .replace(/^[\s,;.]+|[\s,;]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return out.filter((s) => /\p{L}{3}/u.test(s)).join(' ');
}

/** The text as a coder reads it: a title cleaned as a title, a description as a description; the text itself when nothing is left. */
export function readAsCoder(text: string): string {
  const cleaned = wordCount(text) <= TITLE_WORDS ? cleanTitle(text) : cleanDescription(text);
  return /\p{L}{2}/u.test(cleaned) ? cleaned : text;
}
