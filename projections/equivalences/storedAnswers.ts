import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import { everyTurnUntilAborted, withBuildLock } from '../../platform/backgroundBuild.ts';
import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { weakEtag } from '../../platform/weakEtag.ts';
import { mapLimit } from '../../platform/mapLimit.ts';
import { TRANSLATION_DEFAULTS, translateCode, translationBounds, type TranslationArgs } from './translations.ts';

/**
 * Stored translation answers: each linked code's translation at the REST defaults (2 hops, 50 systems,
 * 20 matches, domain vocabularies as end points only), computed by the same walk and shaping as a live
 * translation and kept gzip-compressed in `translation_answers` (migration 0093), so the common
 * request is one primary-key read instead of a walk (docs/measurements/history.md, "Floors, and stored translation answers").
 *
 * An answer is served only while the read models it was computed from are unchanged: it is stamped
 * with their generation (the `changed` mark of the catalog and equivalences checkpoints, which moves
 * whenever either commits a change, settles, is reset or rebuilt: checkpoints.ts), and the read
 * compares that stamp with the current generation in the same statement. After any change every
 * answer is stale and a translation is walked live until the builder (`buildStoredAnswers`, run
 * beside the projector) has computed the new generation's answers.
 */

/** The read models a translation reads: titles and systems (catalog), edges (equivalences). */
const INPUTS = ['catalog', 'equivalences'];
/** Part of every generation: raise it when the walk or the answer's shape changes, so older answers are never served. */
export const ANSWER_FORMAT = 4; // 2: translation through the hierarchy; 3: a replaced edition's successors; 4: with their edition (to)
/** The parameters stored answers are for: the REST endpoint's defaults. */
export const STORED_ARGS: TranslationArgs = { ...TRANSLATION_DEFAULTS };

const GENERATION = `(SELECT $1::text || ';' || coalesce(string_agg(name || ':' || version || ':' || changed, ';' ORDER BY name), '')
                     FROM projection_checkpoints WHERE name = ANY($2::text[]))`;

/** Whether a request asks for exactly what is stored. */
function isStoredArgs(args: TranslationArgs): boolean {
  if (args.include_domain || args.targets || args.hierarchy === false) return false;
  const a = translationBounds(args),
    s = translationBounds(STORED_ARGS);
  return a.maxHops === s.maxHops && a.maxSystems === s.maxSystems && a.maxMatches === s.maxMatches;
}

const readQuery = preparedQuery<{ body: Buffer; etag: string }>(
  `SELECT a.body, a.etag FROM translation_answers a WHERE a.system = $3 AND a.code = $4 AND a.generation = ${GENERATION}`,
);

/**
 * A code's stored answer for the current read models (its JSON as UTF-8 bytes, sent as they are, and
 * their weak ETag), or null when `args` are not the stored ones or there is none: then walk (translateCode).
 */
export async function storedTranslation(
  db: Queryable,
  system: string,
  code: string,
  args: TranslationArgs = STORED_ARGS,
): Promise<{ json: Buffer; etag: string } | null> {
  if (!isStoredArgs(args)) return null;
  const { rows } = await readQuery(db, [String(ANSWER_FORMAT), INPUTS, system, code]);
  return rows.length ? { json: gunzipSync(rows[0].body), etag: rows[0].etag } : null;
}

/** The current generation of the read models an answer is computed from. */
export async function currentGeneration(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ g: string }>(`SELECT ${GENERATION} AS g`, [String(ANSWER_FORMAT), INPUTS]);
  return rows[0].g;
}

/** Whether the stored answers are those of the current read models, how many, and when they were built. */
export async function storedAnswersStatus(
  db: Queryable,
): Promise<{ current: boolean; answers: number; builtAt: Date | null }> {
  const { rows } = await db.query<{ generation: string; answers: number; built_at: Date }>(
    'SELECT generation, answers, built_at FROM translation_answers_built',
  );
  const generation = await currentGeneration(db);
  return rows.length
    ? { current: rows[0].generation === generation, answers: rows[0].answers, builtAt: rows[0].built_at }
    : { current: false, answers: 0, builtAt: null };
}

export interface BuildOptions {
  /** Codes per batch (one read, one write); the generation is checked before each. */
  batch?: number;
  /** Translations computed at once. */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export type BuildOutcome =
  | { state: 'current'; generation: string }
  | { state: 'built'; generation: string; answers: number }
  | { state: 'superseded' | 'aborted' | 'busy' };

const BUILD_LOCK = 0x7472616e; // 'tran': one builder per database

/**
 * Computes the answers of every linked code for the current generation, unless that generation is
 * already built. Resumable: codes already holding an answer of this generation are skipped, so a
 * crash costs only the batch in flight. Each batch's answers are stamped with the generation read
 * before they were computed: if the read models change meanwhile, that stamp is stale and they are
 * never served ('superseded': call again). At the end, answers of other generations (codes no longer
 * linked) are deleted and the generation is recorded as built. One builder at a time per database
 * (an advisory lock; a second caller returns 'busy' without waiting).
 */
export async function buildStoredAnswers(pool: pg.Pool, opts: BuildOptions = {}): Promise<BuildOutcome> {
  const { batch = 200, concurrency = 4, signal } = opts;
  return withBuildLock(pool, BUILD_LOCK, async (): Promise<BuildOutcome> => {
    const generation = await currentGeneration(pool);
    const { rows: built } = await pool.query<{ generation: string }>(
      'SELECT generation FROM translation_answers_built',
    );
    if (built[0]?.generation === generation) return { state: 'current', generation };
    const { rows: counted } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM equivalence_neighbours');
    const total = counted[0].n;
    let after = ['', ''];
    let done = 0;
    for (;;) {
      if (signal?.aborted) return { state: 'aborted' };
      if ((await currentGeneration(pool)) !== generation) return { state: 'superseded' };
      const { rows } = await pool.query<{ system: string; code: string; stored: boolean }>(
        `SELECT nb.system, nb.code, a.generation IS NOT DISTINCT FROM $3 AS stored
           FROM equivalence_neighbours nb LEFT JOIN translation_answers a ON a.system = nb.system AND a.code = nb.code
          WHERE (nb.system, nb.code) > ($1, $2) ORDER BY nb.system, nb.code LIMIT $4`,
        [...after, generation, batch],
      );
      if (!rows.length) break;
      after = [rows[rows.length - 1].system, rows[rows.length - 1].code];
      const todo = rows.filter((r) => !r.stored);
      const stored = await mapLimit(todo, concurrency, async (r) => {
        const answer = await translateCode(pool, r.system, r.code, STORED_ARGS);
        if (!answer) return null;
        const json = Buffer.from(JSON.stringify(answer));
        return { ...r, body: gzipSync(json), etag: weakEtag(json) };
      });
      const kept = stored.filter((k) => k !== null);
      if (kept.length)
        await pool.query(
          `INSERT INTO translation_answers (system, code, generation, body, etag)
           SELECT s, c, $3, b, e FROM unnest($1::text[], $2::text[], $4::bytea[], $5::text[]) AS x(s, c, b, e)
           ON CONFLICT (system, code) DO UPDATE SET generation = EXCLUDED.generation, body = EXCLUDED.body, etag = EXCLUDED.etag`,
          [
            kept.map((k) => k.system),
            kept.map((k) => k.code),
            generation,
            kept.map((k) => k.body),
            kept.map((k) => k.etag),
          ],
        );
      done += rows.length;
      opts.onProgress?.(done, total);
    }
    const { rows: answers } = await pool.query<{ n: number }>(
      `WITH gone AS (DELETE FROM translation_answers WHERE generation <> $1)
       SELECT count(*)::int AS n FROM translation_answers WHERE generation = $1`,
      [generation],
    );
    await pool.query(
      `INSERT INTO translation_answers_built (generation, answers) VALUES ($1, $2)
       ON CONFLICT (one) DO UPDATE SET generation = $1, answers = $2, built_at = now()`,
      [generation, answers[0].n],
    );
    return { state: 'built', generation, answers: answers[0].n };
  });
}

/**
 * Keeps the stored answers built while `signal` is not aborted (beside the projector: `serve`, `project`):
 * every `idleMs` it builds the current generation if it is not built yet, logging progress every 10%.
 * A failure is logged and retried; translations are walked live meanwhile.
 */
export async function keepStoredAnswersBuilt(
  pool: pg.Pool,
  { log, signal, idleMs = 2000 }: { log: (m: string) => void; signal: AbortSignal; idleMs?: number },
): Promise<void> {
  await everyTurnUntilAborted(
    signal,
    idleMs,
    async () => {
      const t0 = Date.now();
      let shown = 0;
      const r = await buildStoredAnswers(pool, {
        signal,
        onProgress: (done, total) => {
          const pct = Math.floor((10 * done) / Math.max(1, total)) * 10;
          if (pct > shown)
            log(
              `translation answers: ${(shown = pct)}% (${done.toLocaleString('en')}/${total.toLocaleString('en')} codes)`,
            );
        },
      });
      if (r.state === 'built')
        log(
          `translation answers: ${r.answers.toLocaleString('en')} built in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
        );
    },
    (err) => log(`translation answers: ${err.message}; walked live until the next attempt`),
  );
}
