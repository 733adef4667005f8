import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGuideFiles } from '../platform/guideFiles.ts';

/** Guide pages written for agents (`guides/*.md`), served as `taxonomy://wiki/{slug}`. */
export interface Guide {
  slug: string;
  title: string;
  summary: string;
  text: string;
}

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guides');

/** Reading order: getting started first, then concepts, then the overviews. */
const ORDER = ['getting-started', 'crosswalks-and-match-types', 'domain-vs-standard-systems', 'country-profiles'];

let cache: Guide[] | undefined;

export function listGuides(): Guide[] {
  return (cache ??= readGuideFiles(DIR, ORDER));
}

export function getGuide(slug: string): Guide | undefined {
  return listGuides().find((g) => g.slug === slug);
}

export const guideUri = (slug: string) => `taxonomy://wiki/${slug}`;
