import { createHash } from 'node:crypto';
import type { Projection } from '../runtime/projection.ts';
import { holdoutEnabled } from './examples.ts';
import { escoLabelHeldOut } from './escoHoldout.ts';
import { terms } from './text.ts';

/**
 * The official coding aids as classify evidence: one row per labelled phrase (`classify_aid_phrases`),
 * its stems as a tsvector built by the classify stemmer, so a text is matched against each phrase
 * whole (queries.ts `aidPhrases`) and the phrase's code ranked as if the phrase were one of its
 * example phrases (rank.ts). With CLASSIFY_HOLDOUT=bench, the benchmark's fold of each aid
 * (`aidHeldOut`) is left out, and the held-out ESCO occupations' preferred labels (escoHoldout.ts).
 */
export const classifyAidsProjection: Projection<'AidPhrasesAdded' | 'AidPhrasesRemoved'> = {
  name: 'classify_aids',
  version: 1,
  tables: ['classify_aid_phrases'],
  handles: new Set(['AidPhrasesAdded', 'AidPhrasesRemoved']),
  async reset(tx) {
    await tx.query('TRUNCATE classify_aid_phrases');
  },
  async handle(events, tx) {
    for (const e of events) {
      const { aid } = e.data;
      if (e.type === 'AidPhrasesRemoved') {
        const ps = e.data.phrases;
        await tx.query(
          `DELETE FROM classify_aid_phrases a USING unnest($2::text[], $3::text[], $4::text[]) AS x(system, code, phrase)
            WHERE a.aid = $1 AND a.system = x.system AND a.code = x.code AND a.phrase = x.phrase`,
          [aid, ps.map((p) => p.system), ps.map((p) => p.code), ps.map((p) => p.phrase)],
        );
        continue;
      }
      const holdout = holdoutEnabled();
      const rows = e.data.phrases
        .filter((p) => !(holdout && (aidHeldOut(aid, p.code, p.phrase) || escoLabelHeldOut(aid, p))))
        .map((p) => ({ ...p, doc: phraseDocument(p.phrase), key: phraseKey(p.phrase) }))
        .filter((p) => p.doc);
      if (!rows.length) continue;
      await tx.query(
        `INSERT INTO classify_aid_phrases (aid, system, code, phrase, kind, doc, key)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::tsvector[], $7::text[])
         ON CONFLICT (aid, system, code, phrase) DO UPDATE SET kind = EXCLUDED.kind, doc = EXCLUDED.doc, key = EXCLUDED.key`,
        [
          aid,
          rows.map((p) => p.system),
          rows.map((p) => p.code),
          rows.map((p) => p.phrase),
          rows.map((p) => p.kind),
          rows.map((p) => p.doc),
          rows.map((p) => p.key),
        ],
      );
    }
  },
};

/** A phrase's stems as a tsvector literal, each at its position ('' when it has none). */
export function phraseDocument(phrase: string): string {
  const positions = new Map<string, number[]>();
  terms(phrase).forEach((t, i) => {
    if (i < 64) positions.set(t, [...(positions.get(t) ?? []), i + 1]);
  });
  return [...positions]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([t, p]) => `'${t}':${p.join(',')}`)
    .join(' ');
}

/** A phrase's distinct stems, sorted: a text and a phrase saying the same words in any order share it. */
export function phraseKey(phrase: string): string {
  return [...new Set(terms(phrase))].sort().join(' ');
}

/**
 * The benchmark's held-out fold of a coding aid: one phrase in ten, by a hash of aid, code and phrase
 * (deterministic). A CLASSIFY_HOLDOUT=bench database leaves them out; the product indexes every phrase.
 */
export function aidHeldOut(aid: string, code: string, phrase: string): boolean {
  const h = createHash('sha1').update(`${aid}:${code}:${phrase.toLowerCase()}`).digest();
  return h.readUInt16BE(0) % 10 === 0;
}
