import type { Queryable } from '../../platform/db.ts';
import { unknownSystems } from '../catalog/queries.ts';
import { systemsForCountries } from '../countries/scope.ts';
import { InputError } from '../../platform/inputError.ts';
import { classify, LIMIT_DEFAULT, LIMIT_MAX, TEXT_MAX, type ClassifyResult } from './classify.ts';
import type { ClassifyKind } from './scope.ts';
import { calibrate, REVIEW_BELOW } from './calibration.ts';
import { byRank, type Match } from './match.ts';
import { modelStems } from './expand.ts';
import { MODEL_ALONE, modelOpinion, type Opinion } from './model/blend.ts';
import { neighbourVotes } from './neighbours.ts';

/**
 * What a caller may send to classify, as every door takes it (REST POST /classify, MCP
 * classify_business, batch items): plain `text`, or the fields coders read, an occupation's
 * `{title, tasks, industry}` or a business's `{name, description, products}`.
 */
export interface ClassifyRequest {
  text?: string;
  title?: string;
  tasks?: string;
  industry?: string;
  name?: string;
  description?: string;
  products?: string;
  systems?: string[];
  kind?: ClassifyKind;
  countries?: string[];
  limit?: number;
  include_crosswalks?: boolean;
  /** No answer rather than a guess: matches whose confidence is below this are left out. */
  min_confidence?: number;
}

/** A match as the doors send it: with the probability that it is right and whether a person should check it. */
export type CalibratedMatch = Match & { confidence: number; needs_review: boolean };
export interface ClassifyAnswer extends Omit<ClassifyResult, 'standard_matches' | 'domain_matches' | 'segments'> {
  standard_matches: CalibratedMatch[];
  domain_matches: CalibratedMatch[];
  segments: { text: string; standard_matches: CalibratedMatch[]; domain_matches: CalibratedMatch[] }[];
  /** The first answer's probability of being right (0: no answer). */
  confidence: number;
  /** The first answer is unsure (or there is none): a person should check it. */
  needs_review: boolean;
}

/**
 * How coders weigh the fields: an occupation is its title first, its tasks next, the industry a hint
 * (SOCcer's fields); a business is what it does (the description), then what it sells, the name a hint
 * ("Joe's Pizza"). A field that matched nothing takes no share.
 */
export const OCCUPATION_FIELDS = { title: 1, tasks: 0.5, industry: 0.2 } as const;
export const BUSINESS_FIELDS = { description: 1, products: 0.6, name: 0.3 } as const;
type Field = keyof typeof OCCUPATION_FIELDS | keyof typeof BUSINESS_FIELDS;
/** Matches read per field before they are combined. */
const PER_FIELD = 20;
/**
 * An occupation's title and tasks read together by the learned model (one text: its naive Bayes adds the
 * evidence of both) count as one more field of this weight, its probability of each code the field's score.
 * Each field's run reads the model on that field alone; a job's title and its tasks together say more than
 * either (docs/measurements/history.md, "Title + tasks -> ISCO-08: the model learns task prose, and reads the title and tasks together").
 */
export const TOGETHER_WEIGHT = 1;
/** The occupation's fields the model reads together. */
const TOGETHER: readonly Field[] = ['title', 'tasks'];
/**
 * The place among its system's matches the learned model's first code for the tasks, read whole, keeps at worst
 * when the model gives it `MODEL_ALONE` or more: the fields' mean favours codes every field found, and the tasks'
 * field is classified a sentence at a time, so a unit only the whole description says can sink below codes the
 * title's words found (docs/measurements/history.md, "Title + tasks -> ISCO-08: the model's reading of the tasks
 * keeps a place in the first three").
 */
export const TASKS_PLACE = 3;
/**
 * What the nearest described occupations' votes for a unit add to its score (neighbours.ts: the tasks against
 * each pool's descriptions, ESCO's and SOC's into ISCO-08, a unit's share of each pool's five nearest): a nudge
 * among the codes the fields found, not a field of its own (fitted on one half of the title + tasks set, checked
 * on the other: docs/measurements/history.md, "Title + tasks -> ISCO-08: the nearest described occupations vote";
 * SOC's pool at the same weight, "SOC's definitions vote too").
 */
export const NEIGHBOURS_WEIGHT = 0.1;
/**
 * The title's weight in the mean that orders an occupation's answers after each system's first, when its tasks are
 * given too: the tasks' own (`OCCUPATION_FIELDS.tasks`). The title names the occupation and decides the first answer;
 * when that answer is wrong it is mostly the title that misled (its head word's other sense, a unit an aid phrase
 * sharing its words names, "destination manager" read by "destination" and "manager" apart), so the alternatives
 * listed after it are those the title and the tasks, read alike, support, not the title's next readings
 * (`afterFirst`; docs/measurements/history.md, "Title + tasks -> ISCO-08: the alternatives after the first answer").
 */
export const ALTERNATIVES_TITLE_WEIGHT = 0.5;
/**
 * Each field's matches are read to its first `PER_FIELD` (or `limit`): a code a full list leaves out scored somewhere
 * below its last match, not nothing, and counts this share of that match's score there. Without it a code the tasks
 * and the model put second but the title's twenty matches (most of them its head word alone, "technician") left out
 * fell below all twenty (docs/measurements/history.md, "Title + tasks -> ISCO-08: a code below a field's cut").
 * A shorter list matched every code its field could: a code it leaves out counts nothing there.
 */
export const BELOW_CUT = 0.5;

/**
 * The classify capability's one entry (issue 40): input checks, the countries' scope, plain or
 * structured input, and each match's calibrated confidence. REST, MCP and batch map to it.
 */
export async function classifyRequest(db: Queryable, req: ClassifyRequest): Promise<ClassifyAnswer> {
  const limit = req.limit ?? LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw new InputError(`limit must be an integer from 1 to ${LIMIT_MAX}`, 'limit');
  if (req.min_confidence !== undefined && !(req.min_confidence >= 0 && req.min_confidence <= 1))
    throw new InputError('min_confidence must be a number from 0 to 1', 'min_confidence');
  const fields = structuredFields(req);
  const scope = await countryScope(db, req);
  const base = { ...scope, kind: req.kind, limit, include_crosswalks: req.include_crosswalks };
  let result: ClassifyResult;
  if (!fields) result = await classify(db, { ...base, text: req.text ?? '' });
  else {
    const focus = fields.occupation ? ('occupation' as const) : ('industry' as const);
    const runs: Run[] = [];
    for (const [field, weight, text] of fields.list)
      runs.push({
        field,
        weight,
        result: await classify(db, { ...base, focus, text, limit: Math.max(limit, PER_FIELD) }),
      });
    const systems = matchedSystems(runs);
    result = combine(
      runs,
      limit,
      !!req.systems?.length,
      await readTogether(db, fields.list, systems),
      await readTasks(db, fields.list, systems),
      await readNeighbours(db, fields.list, systems),
    );
  }
  return answer(result, req.min_confidence);
}

/** The structured fields given, weighed, in order of weight; null for plain text. */
function structuredFields(req: ClassifyRequest): { occupation: boolean; list: [Field, number, string][] } | null {
  const given = (f: Field) => typeof req[f] === 'string' && req[f]!.trim() !== '';
  const occupation = (Object.keys(OCCUPATION_FIELDS) as Field[]).filter(given);
  const business = (Object.keys(BUSINESS_FIELDS) as Field[]).filter(given);
  if (!occupation.length && !business.length) {
    if (!req.text?.trim())
      throw new InputError('text is empty (or give title, tasks, industry, or name, description, products)', 'text');
    return null;
  }
  if (req.text?.trim()) throw new InputError('give either text or the structured fields, not both', 'text');
  if (occupation.length && business.length)
    throw new InputError(
      `an occupation ({title, tasks, industry}) or a business ({name, description, products}), not both: ${[...occupation, ...business].join(', ')}`,
      occupation.includes('industry') ? 'industry' : business[0],
    );
  for (const f of [...occupation, ...business])
    if (req[f]!.length > TEXT_MAX) throw new InputError(`${f} is longer than ${TEXT_MAX} characters`, f);
  const weights: Record<string, number> = occupation.length ? OCCUPATION_FIELDS : BUSINESS_FIELDS;
  const list = (occupation.length ? occupation : business)
    .map((f) => [f, weights[f], req[f]!.trim()] as [Field, number, string])
    .sort((a, b) => b[1] - a[1]);
  if (occupation.length && !occupation.includes('title') && !occupation.includes('tasks'))
    throw new InputError('an occupation needs its title or its tasks', 'title');
  if (
    business.length &&
    !business.includes('description') &&
    !business.includes('products') &&
    !business.includes('name')
  )
    throw new InputError('a business needs its description, products or name', 'description');
  return { occupation: occupation.length > 0, list };
}

/** `countries` cut the systems given, or else the default scope; unknown systems are named first. */
async function countryScope(db: Queryable, req: ClassifyRequest): Promise<{ systems?: string[]; within?: string[] }> {
  const { countries, systems } = req;
  if (!countries) return systems ? { systems } : {};
  const unknown = await unknownSystems(db, systems ?? []);
  if (unknown.length)
    throw new InputError(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'systems');
  const scoped = await systemsForCountries(db, countries, systems);
  if (!scoped.length)
    throw new InputError(`no ${systems ? 'given ' : ''}system applies to ${countries.join(', ')}`, 'countries');
  return systems ? { systems: scoped } : { within: scoped };
}

export type Run = { field: Field; weight: number; result: ClassifyResult };
/** Per system, each unit's shares of the nearest described occupations' votes (neighbours.ts: one per pool). */
export type Votes = Map<string, Map<string, number>>;

/** The text the caller gave for `field`, if any. */
const fieldText = (list: [Field, number, string][], field: Field) => list.find((l) => l[0] === field)?.[2];

/**
 * The learned model's opinion of an occupation's title and tasks read as one text (`TOGETHER`), in the
 * systems the fields' matches are of; null unless both are given (one field's run reads the model on it
 * already) or without a model.
 */
async function readTogether(
  db: Queryable,
  list: [Field, number, string][],
  systems: string[],
): Promise<Opinion | null> {
  const texts = TOGETHER.map((f) => fieldText(list, f));
  if (texts.some((t) => !t)) return null;
  return systems.length ? modelOpinion(db, modelStems(texts.join('. ')), systems) : null;
}

/** The learned model's opinion of an occupation's tasks read whole, in the systems the fields' matches are of; null without tasks or a model. */
async function readTasks(db: Queryable, list: [Field, number, string][], systems: string[]): Promise<Opinion | null> {
  const tasks = fieldText(list, 'tasks');
  if (!tasks) return null;
  return systems.length ? modelOpinion(db, modelStems(tasks), systems) : null;
}

/** The nearest described occupations' votes for the tasks, in the systems the fields' matches are of; null without tasks. */
async function readNeighbours(
  db: Queryable,
  list: [Field, number, string][],
  systems: string[],
): Promise<Votes | null> {
  const tasks = fieldText(list, 'tasks');
  return tasks && systems.length ? neighbourVotes(db, tasks, systems) : null;
}

/** The systems the fields' runs matched codes of, sorted. */
const matchedSystems = (runs: Run[]): string[] =>
  [
    ...new Set(runs.flatMap((r) => [...r.result.standard_matches, ...r.result.domain_matches].map((m) => m.system))),
  ].sort();

/**
 * The fields' answers combined: each code scores the weighted mean of its scores in the fields that
 * matched anything, keeping the match of the field where it scored best (its evidence and words); the
 * model's opinion of the fields read together (`together`), where it knows the code's system, is one more
 * field (`TOGETHER_WEIGHT`, its probability the score; a code it does not know scores 0 there). The model's
 * opinion of the tasks read whole (`tasks`) keeps its first code among its system's first `TASKS_PLACE`
 * (`tasksPlace`). The nearest described occupations' votes (`neighbours`) add `NEIGHBOURS_WEIGHT` times a
 * code's shares to its score; they add no code the fields did not find.
 */
export function combine(
  runs: Run[],
  limit: number,
  selected: boolean,
  together: Opinion | null = null,
  tasks: Opinion | null = null,
  neighbours: Votes | null = null,
): ClassifyResult {
  const first = runs[0].result;
  const knows = new Map<string, boolean>();
  const known = (system: string) => {
    if (!together) return false;
    if (!knows.has(system)) knows.set(system, together.top(system, 1).length > 0);
    return knows.get(system)!;
  };
  const merge = (kind: 'standard_matches' | 'domain_matches'): Match[] => {
    const answered = runs.filter((r) => r.result[kind].length);
    const byCode = new Map<
      string,
      { match: Match; best: number; sums: Map<Run, number>; words: Set<string>; in: Set<Run> }
    >();
    for (const r of answered)
      for (const m of r.result[kind]) {
        const key = `${m.system}\u001f${m.code}`;
        const e = byCode.get(key) ?? {
          match: m,
          best: 0,
          sums: new Map<Run, number>(),
          words: new Set<string>(),
          in: new Set<Run>(),
        };
        if (m.score * r.weight > e.best) [e.match, e.best] = [m, m.score * r.weight];
        e.sums.set(r, (e.sums.get(r) ?? 0) + m.score);
        e.in.add(r);
        for (const w of m.matched_words) e.words.add(w);
        byCode.set(key, e);
      }
    const voted = (m: Match, s: number) =>
      Math.min(1, s + NEIGHBOURS_WEIGHT * (neighbours?.get(m.system)?.get(m.code) ?? 0));
    /** Every code the fields found, scored by the fields' mean with these weights, best first. */
    const ranking = (weight: (r: Run) => number): Match[] => {
      const fields = answered.reduce((n, r) => n + weight(r), 0);
      const sums = new Map<string, number>();
      for (const r of answered) {
        const below = belowCut(r.result[kind], Math.max(limit, PER_FIELD));
        for (const [key, e] of byCode) {
          const s = e.in.has(r) ? e.sums.get(r)! : below;
          if (s) sums.set(key, (sums.get(key) ?? 0) + s * weight(r));
        }
      }
      const score = (m: Match, sum: number) => {
        if (!known(m.system)) return voted(m, sum / fields);
        return voted(m, (sum + TOGETHER_WEIGHT * (together!.p(m.system, m.code) ?? 0)) / (fields + TOGETHER_WEIGHT));
      };
      return [...byCode]
        .map(([key, e]) => ({
          ...e.match,
          score: Math.round(score(e.match, sums.get(key) ?? 0) * 10_000) / 10_000,
          matched_words: [...e.words],
        }))
        .sort(byRank);
    };
    const ranked = ranking((r) => r.weight);
    const both = answered.some((r) => r.field === 'title') && answered.some((r) => r.field === 'tasks');
    const listed = both
      ? afterFirst(
          ranked,
          ranking((r) => (r.field === 'title' ? ALTERNATIVES_TITLE_WEIGHT : r.weight)),
        )
      : ranked;
    const all = tasks ? tasksPlace(listed, tasks) : listed;
    const perSystem = new Map<string, number>();
    return all
      .filter((m) => {
        const n = perSystem.get(m.system) ?? 0;
        if (!selected && n >= 2) return false;
        perSystem.set(m.system, n + 1);
        return true;
      })
      .slice(0, limit);
  };
  const standard_matches = merge('standard_matches');
  const domain_matches = merge('domain_matches');
  return {
    ...first,
    text: runs.map((r) => r.result.text).join('. '),
    standard_matches,
    domain_matches,
    segments: runs.map((r) => ({
      text: r.result.text,
      standard_matches: r.result.standard_matches.slice(0, limit),
      domain_matches: r.result.domain_matches.slice(0, limit),
    })),
    confidence_level: (standard_matches[0] ?? domain_matches[0])?.confidence_level ?? 'none',
  };
}

/**
 * Each system's first answer by `ranked` keeps its place and score; the system's other codes follow in the order of
 * `alternatives` (the same codes, scored otherwise), none scoring above its system's first.
 */
export function afterFirst(ranked: Match[], alternatives: Match[]): Match[] {
  const firsts = new Map<string, Match>();
  for (const m of ranked) if (!firsts.has(m.system)) firsts.set(m.system, m);
  const first = new Set(firsts.values());
  const rest = alternatives
    .filter((m) => firsts.get(m.system)!.code !== m.code)
    .map((m) => {
      const top = firsts.get(m.system)!.score;
      return m.score > top ? { ...m, score: top } : m;
    });
  const order = new Map(rest.map((m, i) => [m, i]));
  return [...first, ...rest].sort(
    (a, b) =>
      b.score - a.score ||
      Number(first.has(b)) - Number(first.has(a)) ||
      (a.system === b.system ? order.get(a)! - order.get(b)! : byRank(a, b)),
  );
}

/** What a code a field's full list (`cut` matches) leaves out scores there: `BELOW_CUT` of its last match's score; 0 when the list is shorter. */
function belowCut(matches: Match[], cut: number): number {
  if (matches.length < cut) return 0;
  return BELOW_CUT * Math.min(...matches.map((m) => m.score));
}

/**
 * The model's first code for the tasks read whole, where it is fairly sure of it (`MODEL_ALONE`) and the fields
 * matched it below their first `TASKS_PLACE` codes of its system, moves up to that place: it takes the score of
 * the match it goes before (no match gains a score none had) and the rest keep their order. A code no field
 * matched is not added.
 */
export function tasksPlace(ranked: Match[], tasks: Opinion): Match[] {
  let out = ranked;
  for (const system of new Set(ranked.map((m) => m.system))) {
    const [code] = tasks.top(system, 1);
    if (code === undefined || (tasks.p(system, code) ?? 0) < MODEL_ALONE) continue;
    const own = out.filter((m) => m.system === system);
    const at = own.findIndex((m) => m.code === code);
    if (at < TASKS_PLACE) continue;
    const displaced = own[TASKS_PLACE - 1];
    out = out.filter((m) => m !== own[at]);
    out.splice(out.indexOf(displaced), 0, { ...own[at], score: displaced.score });
  }
  return out;
}

/** Every match calibrated, those below `min_confidence` left out; the answer's confidence is its first match's. */
function answer(r: ClassifyResult, min = 0): ClassifyAnswer {
  const keep = (ms: Match[]) => calibrate(ms).filter((m) => m.confidence >= min);
  const standard_matches = keep(r.standard_matches);
  const domain_matches = keep(r.domain_matches);
  const first = standard_matches[0] ?? domain_matches[0];
  return {
    ...r,
    standard_matches,
    domain_matches,
    segments: r.segments.map((s) => ({
      text: s.text,
      standard_matches: keep(s.standard_matches),
      domain_matches: keep(s.domain_matches),
    })),
    confidence_level: first?.confidence_level ?? 'none',
    confidence: first?.confidence ?? 0,
    needs_review: !first || first.confidence < REVIEW_BELOW,
  };
}
