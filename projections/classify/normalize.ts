/**
 * Read text the way coders do (before the ideas are taken, `classify.ts`): a job title as postings
 * write it loses its seniority, level, shift, schedule, pay and place ("Sr. Staff Nurse II - Night
 * Shift (Chicago, IL)" -> "Staff Nurse"); a firm's own description loses what is not an activity (its
 * name and legal form before "is a", "we are a ... company dedicated to", where it serves, contact and
 * sales boilerplate), its primary activity first. Pure; the answer still shows the text as given.
 */

import { queryWords, withoutCustomerClauses } from './text.ts';
import { departments, onlyNotice, readParts } from './titleParts.ts';
import { saysFirmActivity } from './sentence.ts';

/** Short texts without a sentence are titles (or activity names); longer ones are descriptions. */
const TITLE_WORDS = 9;
/** Words, not the dashes and bars between a title's parts ("Registered Nurse – ICU – $5,000 Sign-On Bonus" is 7). */
const wordCount = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const SENIORITY =
  /\b(?:(?:senior|sr|snr)\b\.?(?!\.?\s+(?:citizens?|living|care|centers?|centres?|housing|homes?|community|residences?|services|day|generation))|(?:junior|jr|jnr|entry[- ]level|mid[- ]level|experienced|lead)\b\.?)/gi;
/**
 * The stage of training: SOC's classification principles class apprentices and trainees with the occupation they
 * train for (helpers are their own occupations), so "Lineman Apprentice" is the line installer, not
 * Helpers--Electricians, where O*NET's lone "Apprentice" leans. Only when the title still ends in a worker's name
 * without it ("Apprentice Electrician", "Pharmacy Technician Trainee"): "Electrical Apprentice" and "Management
 * Trainee" name no trade but by the word.
 */
const TRAINING = /\b(?:apprentice|trainee)\b\.?/gi;
const IN_TRAINING = /\b(?:apprentice|trainee)\b/i;
const WORKER_HEAD = /(?:er|or|ist|ian|man|smith|wright|ant|ic|tech)s?$/i;
function withoutTraining(t: string): string {
  if (!IN_TRAINING.test(t)) return t;
  const rest = t.replace(TRAINING, ' ').replace(/\s+/g, ' ').trim();
  const head =
    rest
      .split(/[\s,;/|()–—-]+/)
      .filter(Boolean)
      .pop() ?? '';
  return WORKER_HEAD.test(head) ? rest : t;
}
const LEVEL = /\b(?:level|lvl|grade|tier|band|step)\s*\d+\b/gi;
/** "Engineer II": a roman numeral after a word, at the end or before punctuation (never "I run a bakery"). */
const ROMAN = /(?<=\S\s+)(?:II|III|IV|VI{0,3}|I)\b(?=\s*(?:$|[,;/(|–-]))/g;
const SCHEDULE =
  /\b(?:(?:day|night|evening|overnight|graveyard|swing|split|weekend|rotating|1st|2nd|3rd|first|second|third)\s+shifts?|shifts?|part[- ]time|full[- ]time|prn|per\s+diem|seasonal|remote|hybrid|on[- ]?site|work\s+from\s+home|weekends?|nights|evenings|overnights?|days|temp\s+to\s+hire|contract\s+to\s+hire)\b/gi;
/**
 * A posting's schedule written short: FT, F/T, P/T, FT/PT always; a bare "PT" only after a word that
 * ends as a worker's name ends (-er, -or, -ist, -ian, -ant: "Cashier PT", "Dental Hygienist - PT"),
 * since "PT" alone or after a setting is the physical therapist ("Travel PT", "Home Health PT",
 * synonyms.json).
 */
const SHORT_SCHEDULE =
  /\b(?:ft\s*\/\s*pt|pt\s*\/\s*ft|f\/t|p\/t|ft)\b|(?<=\p{L}(?:er|or|ist|ian|ant)\s*[-–,(]?\s*)pt\b/giu;
/**
 * A perk joined to the title or its pay ("Overnight Stocker $16/hr + Benefits", "Server plus Tips", "Sales Rep w/
 * Commission"), to the end or the next punctuation: what the job offers, never what it is. Only after "+", "plus",
 * "w/" or "with": "Compensation & Benefits Specialist" and "(Benefits Admin)" name jobs.
 */
const PERK_WORD = String.raw`(?:benefits|tips|bonus(?:es)?|commissions?|overtime|pto|401\s*\(?k\)?)`;
const PERKS = new RegExp(
  String.raw`\s*(?:\+|\bplus\b|\bw\/|\bwith\b)\s*(?:(?:full|great|excellent|competitive|medical|health)\s+)?${PERK_WORD}(?:\s*(?:[,&+]|\band\b)\s*${PERK_WORD})*(?=\s*(?:$|[,;/|()–—-]))`,
  'gi',
);
const PAY =
  /\$\s?[\d,.]+\s*(?:k\b)?(?:\s*(?:\/|per|an?)\s*(?:hr|hour|year|yr|week|wk|month))?|\b(?:sign[- ]on|signing)\s+bonus\b|\bup\s+to\b|\bbonus\b/gi;
/** After an at sign or "at": for whom ("Cook @ Joe's", "Barista at Blue Bottle"). */
const EMPLOYER = /\s+(?:@|at)\s+.*$/;
const PLACE_PARENS = /\([^)]*\)/g;

/**
 * A job title as a coder reads it: seniority, level, schedule, pay and place left out, and what the posting adds
 * after a dash or in brackets read by its parts (titleParts.ts: a notice goes, a department comes before the
 * title); "" when nothing is left.
 */
export const cleanTitle = (title: string): string => withoutTitleNoise(readParts(titleParts(title), withoutNoise));

function withoutTitleNoise(title: string): string {
  let t = title
    .replace(PERKS, ' ')
    .replace(PAY, ' ')
    .replace(SCHEDULE, ' ')
    .replace(LEVEL, ' ')
    .replace(ROMAN, ' ')
    .replace(SENIORITY, ' ');
  t = withoutTraining(t);
  t = t.replace(/\s*[,;/|]\s*$/g, '').replace(/^\s*[,;/|-]\s*/, '');
  return t.replace(/\s+/g, ' ').trim();
}
/** A title with its brackets read as parentheses, its short schedule, employer and notices' parentheses out. */
function titleParts(title: string): string {
  const t = title
    .replace(/\[([^\]]*)\]|\{([^}]*)\}/g, (_, a, b) => `(${a ?? b})`)
    .replace(SHORT_SCHEDULE, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(EMPLOYER, ' ');
  // a parenthesis that is only noise or a notice goes ("(Remote)", "(Nights)", "(Chicago, IL)", "(Must have
  // certification)"); one that says the job stays ("(CNA)")
  return t.replace(PLACE_PARENS, (p) =>
    onlyNotice(p.slice(1, -1), withoutNoise) || /,\s*[A-Z]{2}\b/.test(p) ? ' ' : p,
  );
}

/**
 * The departments a posting's title names after a dash or bar ("Sales Associate - Electronics" -> ["Electronics"];
 * titleParts.ts): where in the firm the job is, not what it is (classify.ts weighs their ideas half, never the head).
 * None for a text that is not a title.
 */
export const titleDepartments = (text: string): string[] =>
  readsAsTitle(text) ? departments(titleParts(text), withoutNoise) : [];

/** What a part of a title says once its pay, schedule, level and seniority are out. */
const withoutNoise = (s: string) =>
  s
    .replace(PERKS, ' ')
    .replace(PAY, ' ')
    .replace(SCHEDULE, ' ')
    .replace(LEVEL, ' ')
    .replace(SENIORITY, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const LEGAL =
  /,?\s*\b(?:l\.?l\.?c|inc|incorporated|ltd|limited|corp|corporation|co|company|gmbh|plc|llp|l\.?p|s\.?a|s\.?a\.?s|s\.?r\.?l|b\.?v|n\.?v|pty|pllc|p\.?c)\b\.?(?!-)/gi;
/** "Smith Electric LLC is a", "We are a", "ABC, Inc. is an": the subject (group 1) before what it is. */
const SUBJECT =
  /^([^.]{0,80}?)\s*\b(?:is|are|has been|have been)\s+(?:an?|the|one of the)\s+(?:leading\s+|premier\s+|trusted\s+)?/i;
/** "... company dedicated to", "... firm specializing in": the activity follows. */
const DEDICATED =
  /\b(?:(?:company|firm|business|enterprise|corporation|provider|organization|organisation)\s+)?(?:that\s+is\s+)?(?:dedicated|committed|devoted)\s+to\b|\b(?:that|which|who)\s+(?:specializes?|specialises?)\s+in\b/gi;
/**
 * Where it works, not what: "serving the New York Metro area", "located in Ohio", "throughout Texas"; up to a clause
 * that says more ("throughout Orange County as licensed real estate brokers": the brokers are what it is).
 */
const PLACE =
  /\b(?:serving|servicing|throughout|across|(?:located|based|headquartered|operating)\s+(?:in|at|out\s+of))\b(?:\s+(?:in|the|all|of|out\s+of))*\s+[^.,;]*\b(?:area|region|county|state|states|city|metro|[A-Z][a-z]+)\b(?:(?!\s+(?:as|with|for|by|who|that|which|where|providing|offering|specializing|specialising|including)\b)[^.,;])*/g;
/** Where it is, said by what it is near: "steps from the beach", "minutes from downtown", "in the heart of Napa". */
const NEAR =
  /,?\s*\b(?:(?:just\s+|only\s+)?(?:steps|minutes|blocks|miles)\s+(?:away\s+)?from|in\s+the\s+heart\s+of|nestled\s+in)\b[^.,;]*/gi;
/** "a group of board-certified physicians", "a team of engineers": the members say what the firm is. */
const COLLECTIVE = /^(?:group|team|network|collective)\s+of\s+/i;
const AREA =
  /\b(?:to|in|for)\s+(?:the\s+)?(?:greater\s+)?[A-Z][\w.'’]*(?:(?:\s+|\s*[-–/]\s*)[A-Z][\w.'’]*)*\s+(?:metro(?:politan)?\s+)?(?:area|region)\b/g;
/** Sentences that sell, invite ("Stop by for coffee!") or give contact details, never the activity. */
const BOILERPLATE =
  /\b(?:call|contact|phone|e-?mail|visit|website|www\.|https?:|free\s+(?:\w+\s+)?(?:estimates?|quotes?|consultations?)|get\s+a\s+(?:free\s+)?quote|book\s+(?:online|now|today)|stop\s+by|drop\s+(?:by|in)|come\s+(?:in|by|see\s+us|visit)|customer\s+satisfaction|competitive\s+prices?|deliver\s+anywhere|our\s+mission|our\s+team|we\s+look\s+forward)\b/i;
/** A short sentence that only says how to buy or who may come ("Walk-ins welcome", "Member FDIC", "Licensed in Georgia"). */
const SHORT_NOTICE =
  /\b(?:welcome|available|accepted|appointments?|reservations?|recommended|financing|member|licensed|insured|bonded|certified|open|hours|branch(?:es)?|locations?|since|serving|wi-?fi)\b/i;
const SHORT_WORDS = 7;
/** Clauses about age, credentials or reach inside a sentence that also says the activity: left out, the rest kept. */
const CLAUSES =
  /,?\s*\b(?:since\s+\d{4}|(?:for\s+)?(?:over|more\s+than)\s+\d+\s+years(?:\s+of\s+experience)?|with\s+(?:over\s+)?\d+\s+years\s+of\s+experience|\d+\s+years\s+of\s+experience|(?:established|founded)\s+in\s+\d{4}|(?:licensed|fully\s+insured|licensed\s+and\s+insured|bonded\s+and\s+insured))\b/gi;
/**
 * A standard or a body's seal ("an ISO 9001 certified job shop", "AS9100D-registered", "ASE-certified technicians",
 * "a Medicare-certified agency"): a credential, not the activity ("certified" met Certified Public Accountants). A
 * standard is capitals with its number; without a number only a body that certifies (`SEALS`), so "HVAC certified"
 * and "CPR-certified" keep what they name. Case-sensitive: "a certified public accounting firm" stays.
 */
const SEALS =
  'ISO|IATF|ASE|NATE|EPA|FDA|USDA|UL|ANSI|AWS|ASME|NADCAP|OSHA|LEED|HIPAA|PCI|CMMC|ITAR|c?GMP|HACCP|SQF|BRC|FSC|NSF|FAA|NICET|BBB|CARF|NAEYC|AAHA|Medicare|Medicaid|(?:the\\s+)?Joint\\s+Commission';
const STANDARD_NAME = `(?:[A-Z]{2,6}[\\s-]?\\d[\\d:.-]*[A-Z]?|(?:${SEALS})(?:[\\s-]?\\d[\\d:.-]*[A-Z]?)?)`;
const STANDARD = new RegExp(
  `,?\\s*\\b${STANDARD_NAME}(?:\\s*(?:[/&,]|and)\\s*${STANDARD_NAME})*[\\s-](?:certified|registered|accredited|compliant)\\b`,
  'g',
);
/** Praise, not kind: but a full-service restaurant is a kind (NAICS 722511 Full-Service Restaurants). */
const PRAISE =
  /\b(?:full[- ]service(?![- ](?:restaurants?|dining|bars?|caterers?|catering)\b)|one[- ]stop|high[- ]quality|quality|professional|reliable|affordable|family[- ]owned(?:\s+and\s+operated)?|locally[- ]owned|independent|board[- ]certified|award[- ]winning|neighbou?rhood(?!\s+(?:associations?|watch)\b)|hometown)\b/gi;
/** A size before the noun ("a 32-lane bowling center", "a 300-bed hospital", "Quick Fuel #12"): how big, not what. */
const SIZE = /#\d+\b|\b\d[\d,.]*-\p{L}+/gu;
/**
 * A sentence that only says whom the firm works for ("We work with all insurance companies."): every content word
 * of it is in a customer clause (text.ts `customerClauses`).
 */
function onlyCustomers(sentence: string): boolean {
  const rest = withoutCustomerClauses(sentence);
  return rest !== sentence && queryWords(rest).length === 0;
}

/** Words that say a firm exists, not what it does: a sentence left with only these said nothing. */
const EMPTY =
  /\b(?:an?|the|we|our|and|company|firm|business|enterprise|corporation|provider|organization|organisation|group)\b/gi;

/** One sentence of a description as a coder reads it, and the firm's name when the sentence named one. */
function readSentence(sentence: string): { text: string; name: string } {
  const withoutLegal = sentence.replace(LEGAL, ' ').replace(/\s+,/g, ',');
  const subject = SUBJECT.exec(withoutLegal);
  const name = subject && !/^(?:we|it|this|they|our\b.*)$/i.test(subject[1].trim()) ? subject[1].trim() : '';
  const text = withoutLegal
    .replace(SUBJECT, '')
    .replace(COLLECTIVE, '')
    .replace(DEDICATED, ' ')
    .replace(CLAUSES, ' ')
    .replace(STANDARD, ' ')
    .replace(PLACE, ' ')
    .replace(NEAR, ' ')
    .replace(AREA, ' ')
    .replace(PRAISE, ' ')
    .replace(SIZE, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/^[\s,;.]+|[\s,;]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: subject ? kindFirst(text, name) : text, name };
}

/**
 * What the firm is, then what it offers: "veterinary clinic providing exams, ..." (after "X is a"). A verb that is also
 * a noun's modifier ("a residential building contractor", "a material handling company") opens the offer only after
 * a noun that names an establishment ("an electrical contractor handling residential wiring").
 */
const KIND_THEN =
  /^((?:[\p{L}\p{N}'&-]+\s+){0,4}[\p{L}\p{N}'&-]+)\s+(?:providing|offering|serving|selling|carrying|specializing|specialising|that|which|with|helping|hauling|producing|making|representing|delivering|installing|creating|performing|operating)\b|^((?:[\p{L}\p{N}'&-]+\s+){0,3}(?:contractor|company|firm|shop|business|agency|provider|studio|cent(?:er|re)|store|dealer|clinic|practice|office|manufacturer|distributor|supplier|builder|specialist|consultancy|plant|mill|factory|workshop|laboratory|lab)s?)\s+(?:handling|building|repairing|servicing|designing|manufacturing|distributing|focusing|focused)\b/u;
/**
 * The kind as the firm's name says it, when the sentence says it in one noun that ends the name ("Coastal
 * Insurance Agency is an independent agency offering ..." is an insurance agency; "agency" alone is any
 * sector's): the name's words after its first (the first is most often the brand). Else the kind as said.
 */
function namedKind(kind: string, name: string): string {
  const nameWords = name.split(/\s+/);
  const last = (ws: string[]) => ws[ws.length - 1].toLowerCase();
  if (/\s/.test(kind) || nameWords.length < 3 || last(nameWords) !== last([kind])) return kind;
  return nameWords.slice(1).join(' ');
}

/**
 * The kind of establishment a sentence says the firm is ("a community bank offering checking accounts,
 * loans ...") as a sentence of its own before what it offers: a coder classes the establishment by its
 * kind, and its offer is the detail (a later segment, classify.ts).
 */
function kindFirst(text: string, name: string): string {
  const m = KIND_THEN.exec(text);
  if (!m) return text;
  const kind = m[1] ?? m[2];
  const rest = text.slice(kind.length).trim();
  return `${namedKind(kind, name)}. ${rest[0].toUpperCase()}${rest.slice(1)}`;
}

/**
 * A firm's description as a coder reads it: what it does, its primary activity first. A sentence
 * that sells, gives contact details or is a short notice goes; a sentence whose activity is only
 * in the firm's name ("Dayton Plumbing Pros LLC is a family-owned company serving Dayton since
 * 1987") reads as the name less its legal form.
 */
export function cleanDescription(text: string): string {
  const sentences = text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
  const notice = (s: string) => wordCount(s) <= SHORT_WORDS && SHORT_NOTICE.test(s);
  const kept = sentences.filter((s) => !BOILERPLATE.test(s) && !notice(s) && !onlyCustomers(s));
  const out = (kept.length ? kept : sentences).slice(0, 3).map((s) => {
    const { text: t, name } = readSentence(s);
    const said = t
      .replace(EMPTY, ' ')
      .replace(/[^\p{L}]+/gu, ' ')
      .trim();
    return said || !name ? t : `${name}.`;
  });
  return out.filter((s) => /\p{L}{3}/u.test(s)).join(' ');
}

/** A short text without a sentence: a title or an activity's name, read as a title; a firm's sentence is a description. */
export const readsAsTitle = (text: string) => wordCount(text) <= TITLE_WORDS && !saysFirmActivity(text);

/** The text as a coder reads it: a title cleaned as a title, a description as a description; the text itself when nothing is left. */
export function readAsCoder(text: string): string {
  const cleaned = readsAsTitle(text) ? cleanTitle(text) : cleanDescription(text);
  return /\p{L}{2}/u.test(cleaned) ? cleaned : text;
}
