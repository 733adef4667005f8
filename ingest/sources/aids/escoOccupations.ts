/**
 * ESCO occupations (European Commission, v1.2 English): each occupation's preferred label and
 * alternative labels (one per line inside the quoted `altLabels` cell) under its ISCO-08 unit group
 * (`iscoGroup`, four digits with the leading zero kept), each with its occupation (`concept`: the
 * preferred label), by which the benchmark holds a whole occupation out (classify/escoHoldout.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { csvObjects } from '../formats/csv.ts';
import { cleanPhrase, type AidAdapter } from './types.ts';
import type { AidPhraseRecord } from '../../../commands/records.ts';

const FILE = 'occupations_en.csv';

export const escoOccupations: AidAdapter = {
  id: 'esco_occupations_en',
  title: 'ESCO occupations, preferred and alternative labels (English, to ISCO-08)',
  folder: 'esco',
  files: [{ name: FILE, url: 'https://esco.ec.europa.eu/en/use-esco/download' }],
  async read(dir) {
    const { records } = csvObjects(await readFile(join(dir, FILE), 'utf8'), { source: FILE });
    const phrases: AidPhraseRecord[] = [];
    const seen = new Set<string>();
    const add = (code: string, raw: string, kind: AidPhraseRecord['kind'], concept: string) => {
      const phrase = cleanPhrase(raw);
      const key = `${code}\u001f${phrase}`;
      if (!phrase || seen.has(key)) return; // one unit group's occupations share some labels
      seen.add(key);
      phrases.push({ system: 'isco_08', code, phrase, kind, concept });
    };
    for (const r of records) {
      const code = r.iscoGroup?.trim() ?? '';
      if (!/^\d{4}$/.test(code)) continue;
      const concept = cleanPhrase(r.preferredLabel ?? '');
      if (!concept) continue;
      add(code, concept, 'preferred_label', concept);
      for (const alt of (r.altLabels ?? '').split('\n')) add(code, alt, 'alternative_label', concept);
    }
    return { id: escoOccupations.id, title: escoOccupations.title, phrases };
  },
};
