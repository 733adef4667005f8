import type { Queryable } from '../platform/db.ts';
import { globalStats } from '../read/stats/queries.ts';
import { MAJOR_SYSTEMS } from '../projections/classify/priority.ts';
import { isIndustrySystem, isOccupationSystem, isBusinessSystem } from '../projections/classify/scope.ts';
import type { SiteData } from './src/siteShape.ts';

/**
 * What every page of the web app may read without asking the API (the shell carries it as a JSON
 * block): each system's display name (pickers, headings and lists show names, never ids such as
 * `naics_2022`) and the home page's figures and main systems by kind. Read from the read model,
 * kept for CACHE_MS (one query per half minute however many pages are served).
 */
export type { SiteData };

const CACHE_MS = 30_000;
const KINDS = ['Industries', 'Occupations', 'Products and trade', 'Health, education and more'] as const;
const kindOf = (id: string): (typeof KINDS)[number] =>
  isIndustrySystem(id)
    ? 'Industries'
    : isOccupationSystem(id)
      ? 'Occupations'
      : isBusinessSystem(id)
        ? 'Products and trade'
        : 'Health, education and more';

let kept: { at: number; db: Queryable; data: Promise<SiteData> } | undefined;

export function siteData(db: Queryable): Promise<SiteData> {
  if (kept && kept.db === db && Date.now() - kept.at < CACHE_MS) return kept.data;
  const data = load(db);
  kept = { at: Date.now(), db, data };
  data.catch(() => (kept = undefined));
  return data;
}

async function load(db: Queryable): Promise<SiteData> {
  const [systems, stats] = await Promise.all([
    db.query<{ id: string; name: string; node_count: number }>(
      `SELECT id, name, node_count FROM systems ORDER BY id LIMIT 10000`,
    ),
    globalStats(db),
  ]);
  const names: Record<string, string> = {};
  for (const s of systems.rows) names[s.id] = s.name;
  const kinds = KINDS.map((kind) => ({
    kind,
    systems: systems.rows
      .filter((s) => MAJOR_SYSTEMS.has(s.id) && kindOf(s.id) === kind)
      .sort((a, b) => b.node_count - a.node_count)
      .map((s) => ({ id: s.id, name: s.name, codes: s.node_count })),
  })).filter((k) => k.systems.length);
  return {
    names,
    home: {
      systems: stats.systems,
      codes: stats.nodes,
      crosswalk_links: stats.equivalences,
      countries: stats.countries,
      kinds,
    },
  };
}
