import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  if (cache) return cache;
  const guides = readdirSync(DIR)
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(path.join(DIR, file), 'utf8');
      const slug = file.slice(0, -3);
      const title = /^#\s+(.+)$/m.exec(text)?.[1].trim() ?? slug;
      const summary =
        text
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .find((p) => p && !p.startsWith('#'))
          ?.replace(/\s+/g, ' ') ?? title;
      return { slug, title, summary: summary.length > 200 ? `${summary.slice(0, 197)}...` : summary, text };
    });
  const rank = (s: string) => (ORDER.includes(s) ? ORDER.indexOf(s) : ORDER.length);
  cache = guides.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getGuide(slug: string): Guide | undefined {
  return listGuides().find((g) => g.slug === slug);
}

export const guideUri = (slug: string) => `taxonomy://wiki/${slug}`;
