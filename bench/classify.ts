/**
 * Accuracy and latency of the classify engine on the full corpus (`npm run bench:classify`).
 *
 * Two evaluation sets, each scored top-1 and top-5 per system (searched within the code's system):
 * - held-out: the enumerations publishers append to code descriptions (NAICS "Illustrative
 *   Examples", ISIC "This class includes", ISCO-08 "Examples of the occupations classified here",
 *   ANZSIC "Primary Activities", ANZSCO "Specialisations", CPC "Includes", ICD-10-CM "Inclusion
 *   terms", SOC "Includes"). The product indexes these lists (projections/classify/examples.ts);
 *   a database built with CLASSIFY_HOLDOUT=bench leaves one phrase in four out of its index
 *   (`heldOut`, a hash of system, code and phrase), and those phrases are the test. An item whose
 *   words appear verbatim in its code's title or lead prose is dropped as leaked. A phrase the
 *   publisher lists under several codes (a 5-digit NAICS code and its 6-digit child, or two codes)
 *   is one item whose expected set is every code whose own list names it: any of them is right.
 * - plain: bench/plainDescriptions.json, descriptions a new user would type with expert-chosen codes.
 * - firm descriptions: bench/firmDescriptions.json, firms' own multi-sentence descriptions in the style of a
 *   business register (name, legal form, place, boilerplate, several activities), each with the NAICS code
 *   of its primary activity chosen from the official title and index entry (bench/README.md).
 * - SOC job titles (when soc_2018 is scored): ISCO-08's held-out example occupations, expected on
 *   every SOC 2018 code the official ISCO-08 -> SOC crosswalk maps their unit group to (any counts);
 *   SOC's own "Includes" gives too few (16) held-out items. See bench/lib/classifySets.ts.
 * - title + tasks -> ISCO-08 (when isco_08 is scored; bench/lib/escoTasksSet.ts): held-out ESCO occupations, the
 *   preferred label as title and the description as tasks, sent as `{title, tasks}` and as plain text, top-1/3/5.
 * - coding aids (bench/lib/aidSets.ts): the held-out tenth of every official coding aid, right on any code the aids
 *   list the phrase under, and each entry on its own code first beside the ceilings the aids' data allows (the
 *   share of phrases the aids list under one code only, the majority vote); posting-style variants of the
 *   held-out SOC titles; and the SOC titles the index holds (outside the fold), as given and as postings write them.
 * Latency: the default scope (business systems), 10 requests in flight, p50/p95/p99, beside the p99
 * of as many bare round trips (SELECT 1) in the same run: the loaded machine's floor. Every classify runs on
 * connections planning generically (`plan_cache_mode = force_generic_plan`), as `serve` runs it (query-api/deps.ts
 * `classifyReads`); `--custom-plans` plans each statement per call, as before.
 *
 * Env BENCH_DATABASE_URL: a database with the full corpus ingested and projected with
 * CLASSIFY_HOLDOUT=bench (e.g. `CLASSIFY_HOLDOUT=bench DATABASE_URL=... npx taxonomy rebuild classify`).
 * Flags: --per-system N (held-out items per system, default 300), --failures (print misses: the expected code's rank and the codes above it, each
 * with its score, matched and bridged words and crosswalk path),
 * --latency N (queries, default 300), --concurrency N (default 10), --only a,b (these systems alone). Last line: one JSON object of figures.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createPool, withSetting } from '../platform/db.ts';
import { classify } from '../projections/classify/classify.ts';
import { classifyRequest } from '../projections/classify/request.ts';
import { classifyText } from '../read/classifyText.ts';
import {
  calibrate,
  calibrationInputs,
  type CalibrationInput,
  type CalibrationParams,
} from '../projections/classify/calibration.ts';
import { aidHeldOutSets, ceilingOf, postingVariants, type AidCeiling, type AidSets } from './lib/aidSets.ts';
import { calibrationError, fitLogistic, recalibrated, RIDGE, type Point } from './lib/calibrationFit.ts';
import { heldOutSet, jobTitleSet, sample, type Item } from './lib/classifySets.ts';
import { escoTasksSet, type TaskItem } from './lib/escoTasksSet.ts';
import { ESCO_AID, ESCO_OCCUPATIONS } from '../projections/classify/escoHoldout.ts';
import { readServerSettings, settingsWarning } from './lib/serverSettings.ts';

const { values: args } = parseArgs({
  options: {
    'per-system': { type: 'string', default: '300' },
    failures: { type: 'boolean', default: false },
    latency: { type: 'string', default: '300' },
    'custom-plans': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '10' },
    only: { type: 'string' },
    'fit-calibration': { type: 'boolean', default: false },
    points: { type: 'string' },
  },
});
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const PER_SYSTEM = Number(args['per-system']);
/** A system with fewer first answers in the fitting half is calibrated by `default`. */
const MIN_FIT = 100;
const CONCURRENCY = Number(args.concurrency);
/** Systems whose descriptions enumerate example phrases. */
const ALL_SYSTEMS = [
  'naics_2022',
  'isic_rev4',
  'soc_2018',
  'isco_08',
  'anzsic_2006',
  'anzsco_2022',
  'cpc_v21',
  'icd10cm',
];
/** `--only naics_2022,soc_2018`: score these systems alone (the plain set keeps only their items too). */
const SYSTEMS = args.only ? ALL_SYSTEMS.filter((s) => args.only!.split(',').includes(s)) : ALL_SYSTEMS;

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};

/** Per row: items, right first, right in the top 5; and the aids' entries scored on their own code first (`Item.own`). */
type Scores = Map<string, { n: number; top1: number; top5: number; entries: number; own: number }>;

/** Every first answer's calibration point: its system, calibration inputs (score, lead, ...), confidence and whether it was right. */
const points: Point[] = [];

/** Each item classified within its own system; top-1 and top-5 per system. */
async function score(pool: ReturnType<typeof createPool>, items: Item[], label: string): Promise<Scores> {
  const perSystem: Scores = new Map();
  for (const item of items) {
    // the engine's answer calibrated as classifyRequest calibrates it, its calibration inputs kept
    const res = await classify(pool, { text: item.text, systems: [item.system], limit: 5 });
    const all = [...res.standard_matches, ...res.domain_matches];
    const codes = all.map((m) => m.code);
    if (all[0])
      points.push({
        system: item.system,
        text: item.text,
        inputs: calibrationInputs(all, 0),
        confidence: calibrate(all)[0].confidence,
        right: item.codes.includes(codes[0]),
      });
    const row = item.row ?? item.system;
    const s = perSystem.get(row) ?? { n: 0, top1: 0, top5: 0, entries: 0, own: 0 };
    s.n++;
    s.entries += item.own?.length ?? 0;
    s.own += item.own?.filter((c) => c === codes[0]).length ?? 0;
    if (item.codes.includes(codes[0])) s.top1++;
    if (codes.some((c) => item.codes.includes(c))) s.top5++;
    if (args.failures && !item.codes.includes(codes[0])) await explainMiss(pool, item, label);
    perSystem.set(row, s);
  }
  return perSystem;
}

/** A miss with its evidence: what ranked above the expected code, with scores and the words each matched. */
async function explainMiss(pool: ReturnType<typeof createPool>, item: Item, label: string): Promise<void> {
  const res = await classify(pool, { text: item.text, systems: [item.system], limit: 50 });
  const ms = res.standard_matches;
  const at = ms.findIndex((m) => item.codes.includes(m.code));
  const show = (m: (typeof ms)[number]) =>
    `${m.code} ${m.score} "${m.title}" [${m.matched_words.join('|')}]${m.bridged_words?.length ? ` bridged ${m.bridged_words.map((b) => `${b.word}>${b.to}`).join(',')}` : ''}${m.via ? ` via ${m.via.system}:${m.via.code}${m.via.through ? ` > ${m.via.through.system}:${m.via.through.code}` : ''}` : ''}`;
  process.stdout.write(
    `  ${label} miss ${item.system} ${item.codes.join('|')} "${item.text}" expected at ${at < 0 ? '-' : at + 1}${at >= 0 ? `: ${show(ms[at])}` : ''}\n` +
      ms
        .slice(0, 3)
        .map((m) => `      ${show(m)}\n`)
        .join(''),
  );
}

function table(title: string, perSystem: Scores): Record<string, { items: number; top1: number; top5: number }> {
  const total = { n: 0, top1: 0, top5: 0 };
  process.stdout.write(`\n${title.padEnd(14)} ${'items'.padStart(6)} ${'top-1'.padStart(7)} ${'top-5'.padStart(7)}\n`);
  const figures: Record<string, { items: number; top1: number; top5: number }> = {};
  const row = (name: string, s: { n: number; top1: number; top5: number }) =>
    process.stdout.write(
      `${name.padEnd(14)} ${String(s.n).padStart(6)} ${`${pct(s.top1, s.n)}%`.padStart(7)} ${`${pct(s.top5, s.n)}%`.padStart(7)}\n`,
    );
  for (const [system, s] of perSystem) {
    total.n += s.n;
    total.top1 += s.top1;
    total.top5 += s.top5;
    figures[system] = { items: s.n, top1: pct(s.top1, s.n), top5: pct(s.top5, s.n) };
    row(system, s);
  }
  row('overall', total);
  figures.overall = { items: total.n, top1: pct(total.top1, total.n), top5: pct(total.top5, total.n) };
  return figures;
}

/**
 * The coding aids' rows with what their data allows: each held-out entry scored on its own code first (the
 * acceptance check's measure), beside the ceilings (bench/lib/aidSets.ts `AidCeiling`) on the same entries,
 * on the aid's whole held-out fold and on all its entries. `one code`: the share whose phrase the aids list
 * under one code only; `majority`: the expected share first if each exact phrase answered the code most
 * of the aids' entries name (ties split).
 */
function aidTable(
  perRow: Scores,
  items: Item[],
  sets: Pick<AidSets, 'ceilings' | 'counts'>,
): Record<string, { entries: number; own_first: number; ceiling: AidCeiling; held_out: AidCeiling; all: AidCeiling }> {
  const out: ReturnType<typeof aidTable> = {};
  const head = [
    'entries',
    'own 1st',
    'one code',
    'majority',
    'fold n',
    'one code',
    'majority',
    'all n',
    'one code',
    'majority',
  ];
  process.stdout.write(
    `\ncoding aids, each entry on its own code first, beside the ceilings of the aids' data\n` +
      `${''.padEnd(24)} ${'scored entries'.padEnd(39)} ${'held-out fold'.padEnd(29)} all entries\n` +
      `${'aid'.padEnd(24)} ${head.map((h) => h.padStart(9)).join(' ')}\n`,
  );
  for (const [row, s] of perRow) {
    const entries = items
      .filter((i) => i.row === row)
      .flatMap((i) => (i.own ?? []).map((code) => ({ system: i.system, code, phrase: i.text })));
    const ceiling = ceilingOf(sets.counts, entries);
    const { held_out, all } = sets.ceilings[row];
    out[row] = { entries: s.entries, own_first: pct(s.own, s.entries), ceiling, held_out, all };
    const cells = [
      s.entries,
      `${pct(s.own, s.entries)}%`,
      `${ceiling.one_code}%`,
      `${ceiling.majority}%`,
      held_out.entries,
      `${held_out.one_code}%`,
      `${held_out.majority}%`,
      all.entries,
      `${all.one_code}%`,
      `${all.majority}%`,
    ];
    process.stdout.write(`${row.padEnd(24)} ${cells.map((c) => String(c).padStart(9)).join(' ')}\n`);
  }
  return out;
}

type Ranks = { items: number; top1: number; top3: number; top5: number };

/**
 * Title + tasks -> ISCO-08 (bench/lib/escoTasksSet.ts), each occupation sent as a coder's fields
 * (`{title, tasks}`, classifyRequest's structured input) and as plain `text` (the title, then the tasks),
 * within ISCO-08: top-1, top-3 and top-5 of each way.
 */
async function scoreTasks(pool: ReturnType<typeof createPool>, items: TaskItem[]): Promise<Record<string, Ranks>> {
  const ways = {
    'title + tasks': (i: TaskItem) => ({ title: i.title, tasks: i.tasks }),
    'as plain text': (i: TaskItem) => ({ text: `${i.title}. ${i.tasks}` }),
  };
  const out: Record<string, Ranks> = {};
  process.stdout.write(
    `\n${'isco title+tasks'.padEnd(18)} ${['items', 'top-1', 'top-3', 'top-5'].map((h) => h.padStart(7)).join(' ')}\n`,
  );
  for (const [way, fields] of Object.entries(ways)) {
    const at = [0, 0, 0];
    for (const item of items) {
      const res = await classifyRequest(pool, { ...fields(item), systems: [item.system], limit: 5 });
      const codes = res.standard_matches.map((m) => m.code);
      const rank = codes.findIndex((c) => item.codes.includes(c));
      [1, 3, 5].forEach((k, j) => (at[j] += rank >= 0 && rank < k ? 1 : 0));
      if (args.failures && rank !== 0)
        process.stdout.write(
          `  tasks miss (${way}) ${item.codes[0]} "${item.title}" expected at ${rank < 0 ? '-' : rank + 1}: ` +
            res.standard_matches
              .slice(0, 3)
              .map((m) => `${m.code} ${m.score} "${m.title}"`)
              .join('; ') +
            '\n',
        );
    }
    out[way] = {
      items: items.length,
      top1: pct(at[0], items.length),
      top3: pct(at[1], items.length),
      top5: pct(at[2], items.length),
    };
    const cells = [items.length, ...[out[way].top1, out[way].top3, out[way].top5].map((x) => `${x}%`)];
    process.stdout.write(`${way.padEnd(18)} ${cells.map((c) => String(c).padStart(7)).join(' ')}\n`);
  }
  return out;
}

/** The held-out ESCO occupations, `--per-system` of them by a hash of their node code; none when the database indexes any of them. */
async function taskItems(pool: ReturnType<typeof createPool>): Promise<TaskItem[]> {
  const { items, labelIndexed } = await escoTasksSet();
  const {
    rows: [leak],
  } = await pool.query<{ nodes: number; labels: number }>(
    `SELECT (SELECT count(*) FROM classify_docs WHERE system = $4 AND code = ANY($1))::int AS nodes,
            (SELECT count(*) FROM classify_aid_phrases WHERE aid = $3 AND lower(phrase) = ANY($2))::int AS labels`,
    [items.map((i) => i.node), items.flatMap((i) => i.labels.map((l) => l.toLowerCase())), ESCO_AID, ESCO_OCCUPATIONS],
  );
  // a database built before the hold-out covered whole ESCO occupations: the row would score their own text; left out
  if (leak.nodes || leak.labels) {
    process.stdout.write(
      `\ntitle + tasks: not scored, ${leak.nodes} held-out ESCO occupations and ${leak.labels} of their labels are indexed: ingest the corpus with CLASSIFY_HOLDOUT=bench into a new database (its ESCO aid events must name each label's occupation)\n`,
    );
    return [];
  }
  const hash = (i: TaskItem) => createHash('sha1').update(i.node).digest('hex');
  const chosen = [...items].sort((a, b) => (hash(a) < hash(b) ? -1 : 1)).slice(0, PER_SYSTEM);
  process.stdout.write(
    `\ntitle + tasks: ${items.length} held-out ESCO occupations (${labelIndexed} dropped: a label of theirs is another's, indexed); ${chosen.length} scored\n`,
  );
  return chosen;
}

/**
 * The default scope under `concurrency` requests in flight: per-request milliseconds. `bare`: the
 * same number of bare round trips (SELECT 1) instead, the machine's floor in the same run.
 */
async function latency(
  pool: ReturnType<typeof createPool>,
  texts: string[],
  concurrency: number,
  bare = false,
): Promise<number[]> {
  // as the doors call it (read/classifyText.ts: the engine, after the text's language is read)
  const run = (text: string) => (bare ? pool.query('SELECT 1') : classifyText(pool, { text }));
  for (const t of texts.slice(0, 20)) await run(t);
  const ms: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const t = texts[next++];
      const t0 = performance.now();
      await run(t);
      ms.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ms;
}

/** A bench data file's items (`{text, system, code}`), those of the `--only` systems. */
const readItems = (file: string): Item[] =>
  (
    JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as {
      items: { system: string; code: string; text: string }[];
    }
  ).items
    .filter((i) => !args.only || args.only.split(',').includes(i.system))
    .map((i) => ({ system: i.system, codes: [i.code], text: i.text }));

async function main() {
  const pool = createPool(
    args['custom-plans'] ? url : withSetting(url, 'plan_cache_mode', 'force_generic_plan'),
    CONCURRENCY,
  );
  try {
    const {
      rows: [c],
    } = await pool
      .query<{ n: number }>('SELECT count(*)::int AS n FROM classify_docs')
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (!c.n)
      throw new Error(
        `${url} has no classify index: ingest the corpus and run the projector there first (see bench/classify.ts)`,
      );
    const { items, leaked, several, indexed } = await heldOutSet(pool, SYSTEMS);
    if (indexed > items.length / 10)
      throw new Error(
        `${indexed} held-out phrases are indexed: rebuild the classify projection with CLASSIFY_HOLDOUT=bench (see bench/classify.ts)`,
      );
    const chosen = sample(items, SYSTEMS, PER_SYSTEM);
    process.stdout.write(
      `held-out set: ${items.length} phrases (${leaked} dropped as leaked into title or lead prose, ${several} listed under several codes, any of which counts); ${chosen.length} scored\n`,
    );
    const held = table('held-out', await score(pool, chosen, 'held-out'));
    const plainItems = readItems('./plainDescriptions.json');
    const plain = table('plain', await score(pool, plainItems, 'plain'));
    const firmItems = readItems('./firmDescriptions.json').map((i) => ({ ...i, row: `${i.system} firms` }));
    const firms = table('firm descriptions', await score(pool, firmItems, 'firm'));
    const allTitles = SYSTEMS.includes('soc_2018') ? await jobTitleSet(pool) : [];
    const titles = sample(allTitles, ['soc_2018'], PER_SYSTEM);
    if (titles.length)
      process.stdout.write(
        `\nsoc job titles: ${allTitles.length} ISCO-08 held-out example occupations with SOC codes by the crosswalk; ${titles.length} scored\n`,
      );
    const jobTitles = titles.length ? table('soc job titles', await score(pool, titles, 'job-title')) : {};
    const taskSet = SYSTEMS.includes('isco_08') ? await taskItems(pool) : [];
    const tasks = taskSet.length ? await scoreTasks(pool, taskSet) : {};

    // the official coding aids' held-out folds, one row per aid, and posting-style variants of the held-out SOC titles
    const aidSets = await aidHeldOutSets();
    const byRow = (xs: Item[]) =>
      [...new Set(xs.map((i) => i.row!))].flatMap((row) => {
        const mine = xs.filter((i) => i.row === row && SYSTEMS.includes(i.system));
        return sample(mine, [...new Set(mine.map((i) => i.system))], PER_SYSTEM);
      });
    const aidItems = byRow(aidSets.items);
    const aidScores = await score(pool, aidItems, 'aid');
    const aids = table('coding aids', aidScores);
    const aidCeilings = aidTable(aidScores, aidItems, aidSets);
    const postings = table('postings', await score(pool, byRow(aidSets.postings), 'posting'));
    // SOC titles the index holds (their entries outside the held-out fold), as given and as postings write them:
    // how the postings whose core title is in the aids meet the service, beside the held-out rows above
    const heldTitles = SYSTEMS.includes('soc_2018') ? sample(aidSets.indexed, ['soc_2018'], PER_SYSTEM) : [];
    const indexedRows = {
      style: 'indexed, posting-style',
      abbreviated: 'indexed, abbreviated',
      misspelt: 'indexed, misspelt',
    };
    const indexedTitles = heldTitles.length
      ? table(
          'SOC titles the index holds',
          await score(pool, [...heldTitles, ...postingVariants(heldTitles, indexedRows)], 'indexed'),
        )
      : {};

    // calibration: fitted on one half of the points (by a hash of the text), its error measured on the
    // other half, with the parameters in force, refitted on the score and lead alone (the function before
    // issue 34's inputs) and refitted on every input (--fit-calibration writes these)
    const fold = (p: Point) => createHash('sha1').update(p.text).digest()[0] % 2 === 0;
    const fitting = points.filter(fold),
      unseen = points.filter((p) => !fold(p));
    const fitAll = (inputs?: readonly CalibrationInput[]) => {
      const out: Record<string, CalibrationParams> = { default: fitLogistic(fitting, inputs) };
      for (const system of new Set(points.map((p) => p.system))) {
        const mine = fitting.filter((p) => p.system === system);
        if (mine.length >= MIN_FIT) out[system] = fitLogistic(mine, inputs);
      }
      return out;
    };
    const systems = fitAll();
    if (args['fit-calibration']) {
      const file = new URL('../projections/classify/calibration.json', import.meta.url);
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.fitted = `${fitting.length} first answers of the held-out folds (the half whose text's sha1 starts with an even byte; a system with fewer than ${MIN_FIT} uses default), ridge ${RIDGE}: npm run bench:classify -- --only ${SYSTEMS.join(',')} --per-system ${PER_SYSTEM} --fit-calibration`;
      json.systems = systems;
      writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
      process.stdout.write(
        `\ncalibration fitted and written to projections/classify/calibration.json (restart to use it)\n`,
      );
    }
    if (args.points) writeFileSync(args.points, JSON.stringify(points) + '\n');
    const calibration = calibrationError(unseen);
    const refitScoreGap = calibrationError(recalibrated(unseen, fitAll(['score', 'gap'])));
    const refit = calibrationError(recalibrated(unseen, systems));
    const ece = (c: typeof calibration) =>
      Object.entries(c)
        .map(([s, e]) => `${s} ${e.ece} (${e.items}; ${e.ece_if_calibrated} if calibrated)`)
        .join(', ');
    process.stdout.write(
      `\ncalibration, ECE on the half the fit never saw:\n  in force: ${ece(calibration)}\n` +
        `  refitted on score and lead alone: ${ece(refitScoreGap)}\n  refitted on every input: ${ece(refit)}\n`,
    );
    process.stdout.write(`calibration in force (the other half): ${JSON.stringify(calibration)}\n`);
    process.stdout.write(
      `calibration refitted on this run's fitting half (the other half): ${JSON.stringify(refit)}\n`,
    );

    const step = Math.max(1, Math.floor(chosen.length / Number(args.latency)));
    const texts = [...plainItems, ...chosen].filter((_, i) => i % step === 0).map((i) => i.text);
    const ms = await latency(pool, texts.slice(0, Number(args.latency)), CONCURRENCY);
    const floor = await latency(pool, texts.slice(0, Number(args.latency)), CONCURRENCY, true);
    const settings = await readServerSettings(url);
    if (settingsWarning(settings)) process.stdout.write(settingsWarning(settings) + '\n');
    const lat = {
      queries: ms.length,
      concurrency: CONCURRENCY,
      p50: Math.round(quantile(ms, 0.5)),
      p95: Math.round(quantile(ms, 0.95)),
      p99: Math.round(quantile(ms, 0.99)),
      bare_p99: Math.round(quantile(floor, 0.99) * 10) / 10,
    };
    process.stdout.write(
      `\nlatency, default scope, ${lat.queries} queries, ${CONCURRENCY} in flight: p50 ${lat.p50} ms, p95 ${lat.p95} ms, p99 ${lat.p99} ms` +
        ` (bare round trip SELECT 1 in the same run: p99 ${lat.bare_p99} ms)\n`,
    );
    process.stdout.write(
      JSON.stringify({
        bench: 'classify',
        held_out: held,
        plain,
        firm_descriptions: firms,
        soc_job_titles: jobTitles,
        isco_title_tasks: tasks,
        coding_aids: aids,
        coding_aid_ceilings: aidCeilings,
        posting_titles: postings,
        indexed_titles: indexedTitles,
        calibration,
        calibration_refit_score_gap: refitScoreGap,
        calibration_refit: refit,
        latency_ms: lat,
        database_server: settings,
        leaked_dropped: leaked,
      }) + '\n',
    );
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  process.stderr.write(`bench:classify: ${err.message}\n`);
  process.stdout.write(JSON.stringify({ bench: 'classify', error: err.message }) + '\n');
  process.exit(1);
});
