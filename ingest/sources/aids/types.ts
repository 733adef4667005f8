import type { CodingAid } from '../../../commands/records.ts';

/** One official coding aid's file set (phrases labelled with codes) and how to read it. */
export interface AidAdapter {
  id: string; // the aid's id (its stream: aid-{id}), e.g. 'naics_2022_index'
  title: string;
  folder: string; // folder under the sources dir, e.g. 'naics_2022'
  files: { name: string; url: string }[];
  read(dir: string): Promise<CodingAid>;
}

/** Whitespace collapsed; a phrase of 2 to 200 characters with a letter, else null. */
export function cleanPhrase(text: string): string | null {
  const p = text.replace(/\s+/g, ' ').trim();
  return p.length >= 2 && p.length <= 200 && /\p{L}/u.test(p) ? p : null;
}
