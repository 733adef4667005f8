import type { SiteData } from './siteShape.ts';

/**
 * What the server put into the page for every view (web/siteData.ts): system names and the home
 * page's figures. Read once from the shell's JSON block; no request.
 */
export type { SiteData };

let site: SiteData | null | undefined;
export function siteData(): SiteData | null {
  if (site === undefined) {
    try {
      site = JSON.parse(document.getElementById('site-data')?.textContent ?? 'null');
    } catch {
      site = null;
    }
  }
  return site ?? null;
}

/** A system's name as people read it ("NAICS 2022"), its id when the page does not know it. */
export const systemName = (id: string): string => siteData()?.names[id] ?? id;
