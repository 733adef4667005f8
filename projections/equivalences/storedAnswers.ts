import { gunzipSync } from 'node:zlib';
import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { TRANSLATION_DEFAULTS, translationBounds, type TranslationArgs } from './translations.ts';
import type { GenerationInputs } from './answerChanges.ts';

/**
 * Stored translation answers: each linked code's translation at the REST defaults (2 hops, 50 systems,
 * 20 matches, domain vocabularies as end points only), computed by the same walk and shaping as a live
 * translation and kept gzip-compressed in `translation_answers` (migration 0093), so the common
 * request is one primary-key read instead of a walk (docs/measurements/history.md, "Floors, and stored translation answers").
 *
 * An answer is stamped with the generation of the read models it was computed from (the `changed` mark of
 * the catalog and equivalences checkpoints, which moves whenever either commits a change, settles, is reset or
 * rebuilt: checkpoints.ts), and is served while its stamp is valid for the current generation
 * (`translation_answer_stamps`, migration 0315), compared in the same statement. After a change, no answer is
 * served until the builder (answerBuild.ts, run beside the projector) has found the answers the change could
 * reach, dropped them and made the other stamps valid for the new generation (one row per stamp, not per
 * answer); the dropped ones are walked live until computed again.
 */

/** The read models a translation reads: titles and systems (catalog), edges (equivalences). */
export const INPUTS = ['catalog', 'equivalences'];
/** Part of every generation: raise it when the walk or the answer's shape changes, so older answers are never served. */
export const ANSWER_FORMAT = 5; // 2: translation through the hierarchy; 3: a replaced edition's successors; 4: with their edition (to); 5: a rolled-up group's codes in an order independent of the rows
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
  `SELECT a.body, a.etag FROM translation_answers a JOIN translation_answer_stamps s ON s.stamp = a.generation
    WHERE a.system = $3 AND a.code = $4 AND s.valid_for = ${GENERATION}`,
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

/** The current generation with the checkpoints it is made of (one statement: they belong together). */
export async function currentInputs(db: Queryable): Promise<{ generation: string; inputs: GenerationInputs }> {
  const { rows } = await db.query<{ g: string; marks: GenerationInputs['marks'] | null }>(
    `SELECT ${GENERATION} AS g,
            (SELECT json_object_agg(name, json_build_object('version', version, 'position', position::text, 'reset', reset::text))
               FROM projection_checkpoints WHERE name = ANY($2::text[])) AS marks`,
    [String(ANSWER_FORMAT), INPUTS],
  );
  return { generation: rows[0].g, inputs: { format: ANSWER_FORMAT, marks: rows[0].marks ?? {} } };
}

/** Whether the stored answers are those of the current read models, how many, and when they were built. */
export async function storedAnswersStatus(
  db: Queryable,
): Promise<{ current: boolean; answers: number; builtAt: Date | null }> {
  const { rows } = await db.query<{ generation: string; answers: number; built_at: Date; complete: boolean }>(
    'SELECT generation, answers, built_at, complete FROM translation_answers_built',
  );
  const generation = await currentGeneration(db);
  return rows.length
    ? {
        current: rows[0].generation === generation && rows[0].complete,
        answers: rows[0].answers,
        builtAt: rows[0].built_at,
      }
    : { current: false, answers: 0, builtAt: null };
}
