import type { Queryable } from '../platform/db.ts';
import { storedTranslation } from '../projections/equivalences/storedAnswers.ts';
import { translateCode, type TranslationArgs } from '../projections/equivalences/translations.ts';
import type { Translations } from '../projections/equivalences/shapes.ts';

/**
 * A code's translation into every connected system, as one of two equal forms: the stored answer (its
 * JSON bytes and weak ETag, built by `taxonomy answers` for the default bounds while the read models are
 * unchanged) or the answer walked now (any other bounds, or no stored answer). Null: no such code.
 */
export type TranslationAnswer = { stored: { json: Buffer; etag: string } } | { walked: Translations };

/**
 * The one entry for "translate this code into every connected system": REST sends a stored answer's
 * bytes as they are, MCP and the other doors read its body (`translationBody`), so every door gives the
 * same answer at the same bounds and none walks what is stored.
 */
export async function translationsOf(
  db: Queryable,
  system: string,
  code: string,
  args: TranslationArgs = {},
): Promise<TranslationAnswer | null> {
  const stored = await storedTranslation(db, system, code, args);
  if (stored !== null) return { stored };
  const walked = await translateCode(db, system, code, args);
  return walked && { walked };
}

/** The answer as an object (a stored answer parsed). */
export function translationBody(answer: TranslationAnswer): Translations {
  return 'stored' in answer ? (JSON.parse(answer.stored.json.toString('utf8')) as Translations) : answer.walked;
}
