import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A guide page read from a folder of markdown files: its slug (the file name), title (first `#` line) and summary. */
export interface GuideFile {
  slug: string;
  title: string;
  summary: string;
  text: string;
}

/** The guides of `dir` (`*.md`), those named in `order` first in that order, then by slug. */
export function readGuideFiles(dir: string, order: readonly string[] = []): GuideFile[] {
  const guides = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
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
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  return guides.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}
