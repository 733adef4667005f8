import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { everyTurnUntilAborted, withBuildLock } from '../../platform/backgroundBuild.ts';
import { withTransaction } from '../../platform/db.ts';
import { weakEtag } from '../../platform/weakEtag.ts';
import { mapLimit } from '../../platform/mapLimit.ts';
import type { EventStore } from '../../commands/eventStore/port.ts';
import { translateCode } from './translations.ts';
import type { Translations } from './shapes.ts';
import { KeptNodes } from './keptNodes.ts';
import { KeptEdges } from './keptEdges.ts';
import { readSources } from './sourceRows.ts';
import { currentGeneration, currentInputs, INPUTS, STORED_ARGS } from './storedAnswers.ts';
import { followsByEvents, readAnswerChanges, type GenerationInputs } from './answerChanges.ts';
import { markDependents } from './answerDependents.ts';

/**
 * The builder of the stored translation answers (storedAnswers.ts). After a change it computes again only the
 * answers the change could reach, when it knows the change: the events between the last build's checkpoints and
 * the current ones (answerChanges.ts), the answers reading any code they touched (answerDependents.ts). It drops
 * those, makes the others valid for the new generation by re-stamping their stamp (one row of
 * `translation_answer_stamps`), and computes the linked codes without a valid answer. Every answer is computed
 * again (a full build) when the change is not known (a first build, a read model reset, rebuilt or settled, a
 * new answer format, a build without the event store) or large (more than MAX_CHANGED_SHARE of the linked codes
 * changed, or more than MAX_DEPENDENT_SHARE of the answers depend on the change).
 */

/** Changed codes and systems, as a share of the linked codes, beyond which every answer is computed again. */
export const MAX_CHANGED_SHARE = 0.1;
/** Answers reached by a change, as a share of all, beyond which every answer is computed again. */
export const MAX_DEPENDENT_SHARE = 0.5;
/** Answers to compute from which the build keeps the reached systems' nodes (keptNodes.ts) rather than read them per answer. */
export const KEEP_NODES_FROM = 500;

export interface BuildOptions {
  /** The event log, to learn what changed since the last build; without it every build is a full one. */
  store?: EventStore;
  /** Codes per batch (one read, one write); the generation is checked before each. */
  batch?: number;
  /** Translations computed at once. */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export type BuildOutcome =
  | { state: 'current'; generation: string }
  | {
      state: 'built';
      generation: string;
      answers: number;
      /** Answers computed by this call. */
      recomputed: number;
      /** Whether only the answers a known change reached were computed again (else all were). */
      incremental: boolean;
    }
  | { state: 'superseded' | 'aborted' | 'busy' };

const BUILD_LOCK = 0x7472616e; // 'tran': one builder per database

class Superseded extends Error {}

// an answer's JSON as UTF-8 in one buffer reused for every answer (the bytes are only read synchronously, by gzip and
// the hash): a new 20–80 KB buffer an answer cost ~0.07 ms of Node CPU beside the encoding's ~0.01 and left garbage
let scratch = Buffer.allocUnsafe(1 << 20);

/** What is stored of an answer: its JSON bytes gzip-compressed, and their weak ETag. */
function storedForm(answer: Translations): { body: Buffer; etag: string } {
  const json = JSON.stringify(answer);
  if (json.length * 3 > scratch.length) scratch = Buffer.allocUnsafe(json.length * 3); // 3 bytes a UTF-16 unit at most
  const bytes = scratch.subarray(0, scratch.write(json));
  return { body: gzipSync(bytes), etag: weakEtag(bytes) };
}

/**
 * Builds the answers of every linked code for the current generation, unless that generation is already built.
 * First (when the last build's generation is not the current one) it starts the new one in one transaction:
 * drops the answers the change reached and re-stamps the others (incremental), or keeps nothing valid (full);
 * then it computes the linked codes without a valid answer, in batches, each stamped with the generation read
 * before it was computed: if the read models change meanwhile that stamp is never valid ('superseded': call
 * again; the next build starts from this one's answers). Resumable: a crash costs only the batch in flight. At
 * the end, answers valid for no current stamp are deleted and the generation is recorded as built. One builder
 * at a time per database (an advisory lock; a second caller returns 'busy' without waiting).
 */
export async function buildStoredAnswers(pool: pg.Pool, opts: BuildOptions = {}): Promise<BuildOutcome> {
  const { batch = 200, concurrency = 4, signal } = opts;
  return withBuildLock(pool, BUILD_LOCK, async (): Promise<BuildOutcome> => {
    const { generation, inputs } = await currentInputs(pool);
    const { rows: built } = await pool.query<{
      generation: string;
      inputs: GenerationInputs | null;
      complete: boolean;
      incremental: boolean;
    }>('SELECT generation, inputs, complete, incremental FROM translation_answers_built');
    if (built[0]?.generation === generation && built[0].complete) return { state: 'current', generation };
    let incremental = built[0]?.generation === generation && built[0].incremental; // resumed: as it started
    if (built[0]?.generation !== generation) {
      try {
        incremental = await startGeneration(pool, opts.store, built[0], generation, inputs);
      } catch (err) {
        if (err instanceof Superseded) return { state: 'superseded' };
        throw err;
      }
    }
    const missingFrom = `FROM equivalence_neighbours nb
      WHERE NOT EXISTS (SELECT 1 FROM translation_answers a JOIN translation_answer_stamps s ON s.stamp = a.generation
                         WHERE a.system = nb.system AND a.code = nb.code AND s.valid_for = $1)`;
    const { rows: counted } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n ${missingFrom}`, [generation]);
    const total = counted[0].n;
    // many answers: the nodes of the systems they reach read once each, and the read model's rows their further hops
    // read kept while in use (the generation is checked before each batch)
    const nodes = total >= KEEP_NODES_FROM ? new KeptNodes() : undefined;
    const edges = total >= KEEP_NODES_FROM ? new KeptEdges() : undefined;
    let after = ['', ''];
    let done = 0,
      recomputed = 0;
    for (;;) {
      if (signal?.aborted) return { state: 'aborted' };
      if ((await currentGeneration(pool)) !== generation) return { state: 'superseded' };
      const { rows } = await pool.query<{ system: string; code: string }>(
        `SELECT nb.system, nb.code ${missingFrom} AND (nb.system, nb.code) > ($2, $3) ORDER BY nb.system, nb.code LIMIT $4`,
        [generation, ...after, batch],
      );
      if (!rows.length) break;
      after = [rows[rows.length - 1].system, rows[rows.length - 1].code];
      const sources = nodes ? await readSources(pool, rows) : undefined; // many answers: their sources in one statement
      const stored = await mapLimit(rows, concurrency, async (r, i) => {
        const answer = await translateCode(pool, r.system, r.code, STORED_ARGS, { nodes, edges, source: sources?.[i] });
        return answer && { ...r, ...storedForm(answer) };
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
      recomputed += kept.length;
      done += rows.length;
      opts.onProgress?.(done, total);
    }
    const answers = await withTransaction(pool, async (tx) => {
      await tx.query(
        `DELETE FROM translation_answers WHERE generation IN (SELECT stamp FROM translation_answer_stamps WHERE valid_for <> $1)`,
        [generation],
      );
      await tx.query('DELETE FROM translation_answer_stamps WHERE valid_for <> $1', [generation]);
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM translation_answers');
      await tx.query(
        `UPDATE translation_answers_built SET answers = $2, complete = true, built_at = now(), recomputed = recomputed + $3
          WHERE generation = $1`,
        [generation, rows[0].n, recomputed],
      );
      return rows[0].n;
    });
    return { state: 'built', generation, answers, recomputed, incremental };
  });
}

/**
 * Starts building `generation` in one transaction: incrementally when the last build is known and followed by
 * events (its answers the change reached dropped, the rest re-stamped valid for `generation`), else as a full
 * build (none valid). Records `generation` as the one being built. True when incremental.
 */
async function startGeneration(
  pool: pg.Pool,
  store: EventStore | undefined,
  last: { generation: string; inputs: GenerationInputs | null } | undefined,
  generation: string,
  inputs: GenerationInputs,
): Promise<boolean> {
  const { rows: linked } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM equivalence_neighbours');
  const changes =
    store && last?.inputs && followsByEvents(last.inputs, inputs, INPUTS)
      ? await readAnswerChanges(pool, store, last.inputs, inputs, Math.max(100, linked[0].n * MAX_CHANGED_SHARE))
      : null;
  return withTransaction(pool, async (tx) => {
    let incremental = false;
    if (changes && last) {
      const dependents = await markDependents(tx, changes);
      if (dependents <= linked[0].n * MAX_DEPENDENT_SHARE) {
        await tx.query(
          `DELETE FROM translation_answers a USING answer_dependents d WHERE a.system = d.system AND a.code = d.code`,
        );
        await tx.query('UPDATE translation_answer_stamps SET valid_for = $2 WHERE valid_for = $1', [
          last.generation,
          generation,
        ]);
        incremental = true;
      }
    }
    await tx.query(
      `INSERT INTO translation_answer_stamps (stamp, valid_for) VALUES ($1, $1) ON CONFLICT (stamp) DO UPDATE SET valid_for = $1`,
      [generation],
    );
    await tx.query(
      `INSERT INTO translation_answers_built (generation, answers, inputs, complete, incremental, recomputed)
       VALUES ($1, 0, $2, false, $3, 0)
       ON CONFLICT (one) DO UPDATE SET generation = $1, inputs = $2, complete = false, incremental = $3, recomputed = 0`,
      [generation, JSON.stringify(inputs), incremental],
    );
    // everything above read the read models of `generation` only if no change committed meanwhile
    if ((await currentGeneration(tx)) !== generation) throw new Superseded();
    return incremental;
  });
}

/**
 * Keeps the stored answers built while `signal` is not aborted (beside the projector: `serve`, `project`):
 * every `idleMs` it builds the current generation if it is not built yet, logging progress every 10%.
 * A failure is logged and retried; translations are walked live meanwhile.
 */
export async function keepStoredAnswersBuilt(
  pool: pg.Pool,
  {
    store,
    log,
    signal,
    idleMs = 2000,
  }: { store?: EventStore; log: (m: string) => void; signal: AbortSignal; idleMs?: number },
): Promise<void> {
  await everyTurnUntilAborted(
    signal,
    idleMs,
    async () => {
      const t0 = Date.now();
      let shown = 0;
      const r = await buildStoredAnswers(pool, {
        store,
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
          `translation answers: ${r.answers.toLocaleString('en')} built in ${((Date.now() - t0) / 1000).toFixed(1)} s ` +
            `(${r.recomputed.toLocaleString('en')} computed, ${r.incremental ? 'the rest kept' : 'all of them'})`,
        );
    },
    (err) => log(`translation answers: ${err.message}; walked live until the next attempt`),
  );
}
