/**
 * Fits the learned model's weight in the blend with the lexical ranker (`npm run bench:classify-blend`,
 * projections/classify/model/blend.ts): on a database built with CLASSIFY_HOLDOUT=bench (the coding aids'
 * held-out folds are out of the index and of the model; build its model first: `taxonomy ingest` does,
 * or `serve`), each candidate weight classifies the fitting half of the held-out aid phrases and of their
 * posting-style variants (the half whose text's sha1 starts with an even byte, the half the calibration
 * is fitted on too; `npm run bench:classify` reports the whole folds), each within its own system. The
 * weight with the most right first answers is written to blend.json; the other half's top-1 is printed
 * for each weight as a check. Env BENCH_DATABASE_URL; flags --per-row N (items per aid, default 200),
 * --weights a,b,... (default 0,0.25,0.5,0.75,0.9).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createPool } from '../platform/db.ts';
import { classify } from '../projections/classify/classify.ts';
import { blendWeight, useBlendWeight } from '../projections/classify/model/blend.ts';
import { aidHeldOutSets } from './lib/aidSets.ts';
import { sample, type Item } from './lib/classifySets.ts';

const { values: args } = parseArgs({
  options: {
    'per-row': { type: 'string', default: '200' },
    weights: { type: 'string', default: '0,0.25,0.5,0.75,0.9' },
  },
});
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const WEIGHTS = args.weights!.split(',').map(Number);
const fitting = (i: Item) => createHash('sha1').update(i.text).digest()[0] % 2 === 0;

const pool = createPool(url, 4);
try {
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM classify_model_current');
  if (!rows[0].n) throw new Error(`${url} has no classify model: ingest there first (it trains one)`);
  const { items, postings } = await aidHeldOutSets();
  const labelled = new Set(
    (await pool.query('SELECT DISTINCT system FROM classify_aid_phrases')).rows.map((r) => r.system),
  );
  const byRow = (xs: Item[]) =>
    [...new Set(xs.map((i) => i.row!))].flatMap((row) => {
      const mine = xs.filter((i) => i.row === row && labelled.has(i.system));
      return sample(mine, [...new Set(mine.map((i) => i.system))], Number(args['per-row']) * 2);
    });
  const chosen = byRow([...items, ...postings]);
  const right = async (set: Item[]) => {
    let n = 0;
    for (const i of set) {
      const res = await classify(pool, { text: i.text, systems: [i.system], limit: 1 });
      if (i.codes.includes(res.standard_matches[0]?.code)) n++;
    }
    return n / Math.max(1, set.length);
  };
  const fit = chosen.filter(fitting),
    check = chosen.filter((i) => !fitting(i));
  let best = { weight: blendWeight(), top1: -1 };
  for (const w of WEIGHTS) {
    useBlendWeight(w);
    const [a, b] = [await right(fit), await right(check)];
    process.stdout.write(
      `weight ${w}: top-1 ${(100 * a).toFixed(1)}% fitting half (${fit.length}), ${(100 * b).toFixed(1)}% other half (${check.length})\n`,
    );
    if (a > best.top1) best = { weight: w, top1: a };
  }
  const file = new URL('../projections/classify/model/blend.json', import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.weight = best.weight;
  json.fitted = `top-1 ${(100 * best.top1).toFixed(1)}% on ${fit.length} held-out aid phrases and posting-style titles (the fitting half); weights tried ${WEIGHTS.join(', ')}; npm run bench:classify-blend`;
  writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
  process.stdout.write(`${JSON.stringify(best)}\n`);
} finally {
  await pool.end();
}
