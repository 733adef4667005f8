import type pg from 'pg';
import { everyTurnUntilAborted, withBuildLock } from '../../../platform/backgroundBuild.ts';
import type { Queryable } from '../../../platform/db.ts';
import { EXAMPLES_VERSION, trainingExamples } from './examples.ts';
import { encodeModel, modelId, MODEL_FORMAT } from './format.ts';
import { train, TRAIN_DEFAULTS, type TrainOptions } from './train.ts';

/**
 * The classify model's builder: trains a model from the classify read models when they have changed
 * since the current model was trained, writes it whole (`classify_models`) and then names it current
 * (`classify_model_current`) in one statement: blue/green, readers meet the old model or the new.
 * Classify answers with the current model, or the lexical ranker alone when there is none, meanwhile.
 */

/** The read models the model is trained from: the coding aids' phrases, the codes' documents and the crosswalks (examples.ts). */
export const MODEL_INPUTS = ['classify', 'classify_aids', 'equivalences'];
const BUILD_LOCK = 0x636c6d64; // 'clmd': one builder per database
/** Models kept besides the current one (a serve instance may still be loading the previous). */
const KEEP_PREVIOUS = 1;

/**
 * The generation of the read models a model is trained from, with the model's format and what it learns
 * from them (`EXAMPLES_VERSION`: new code that reads other examples retrains on the same read models).
 */
export async function modelGeneration(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ g: string }>(
    `SELECT $1::text || ';' || coalesce(string_agg(name || ':' || version || ':' || changed, ';' ORDER BY name), '') AS g
       FROM projection_checkpoints WHERE name = ANY($2::text[])`,
    [`${MODEL_FORMAT}.${EXAMPLES_VERSION}`, MODEL_INPUTS],
  );
  return rows[0].g;
}

export type ModelBuild =
  | { state: 'current' | 'busy' | 'empty' }
  | { state: 'built'; id: string; examples: number; ms: number }
  | { state: 'superseded' };

/**
 * Builds the model of the current generation unless the current model is of it. 'empty': no coding
 * aid is ingested (nothing to learn from). 'superseded': the read models changed while it trained
 * (nothing written; call again). One builder per database (an advisory lock; a second returns 'busy').
 */
export async function buildClassifyModel(pool: pg.Pool, opts: { train?: TrainOptions } = {}): Promise<ModelBuild> {
  return withBuildLock(pool, BUILD_LOCK, async () => {
    const generation = await modelGeneration(pool);
    const { rows: current } = await pool.query<{ generation: string }>(
      'SELECT m.generation FROM classify_model_current c JOIN classify_models m ON m.id = c.id',
    );
    if (current[0]?.generation === generation) return { state: 'current' };
    const t0 = Date.now();
    const options = opts.train ?? TRAIN_DEFAULTS;
    const examples = await trainingExamples(pool, options.buckets);
    if (!examples.length) return { state: 'empty' };
    const body = encodeModel(await train(examples, options));
    if ((await modelGeneration(pool)) !== generation) return { state: 'superseded' };
    const id = modelId(body);
    await pool.query(
      `INSERT INTO classify_models (id, generation, body, examples) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET generation = EXCLUDED.generation, built_at = now()`,
      [id, generation, body, examples.length],
    );
    await pool.query(
      `INSERT INTO classify_model_current (id) VALUES ($1) ON CONFLICT (one) DO UPDATE SET id = EXCLUDED.id`,
      [id],
    );
    await pool.query(
      `DELETE FROM classify_models WHERE id NOT IN (SELECT id FROM classify_model_current)
         AND id NOT IN (SELECT id FROM classify_models WHERE id <> $1 ORDER BY built_at DESC LIMIT $2)`,
      [id, KEEP_PREVIOUS],
    );
    return { state: 'built', id, examples: examples.length, ms: Date.now() - t0 };
  });
}

/** Whether rebuilding these projections (none named: every one) changes what the model is trained from. */
export const rebuildRetrains = (names: readonly string[]): boolean =>
  names.length === 0 || names.some((n) => MODEL_INPUTS.includes(n));

/**
 * Keeps the model built while `signal` is not aborted (beside the projector: `serve`, `project`):
 * every `idleMs` it trains one for the current generation if there is none yet. A failure is logged
 * and retried.
 */
export async function keepClassifyModelBuilt(
  pool: pg.Pool,
  { log, signal, idleMs = 5000 }: { log: (m: string) => void; signal: AbortSignal; idleMs?: number },
): Promise<void> {
  await everyTurnUntilAborted(
    signal,
    idleMs,
    async () => {
      const r = await buildClassifyModel(pool);
      if (r.state === 'built')
        log(`classify model ${r.id.slice(0, 12)} trained on ${r.examples} phrases in ${(r.ms / 1000).toFixed(1)} s`);
    },
    (err) => log(`classify model: ${err.message}`),
  );
}
