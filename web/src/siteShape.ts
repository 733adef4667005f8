/**
 * What the server puts into every page for the browser (web/siteData.ts writes it, site.ts reads it): one
 * declaration for both sides, types only, so the server may import it without the browser's code.
 */
export interface SiteData {
  /** System id -> its name ("NAICS 2022"). */
  names: Record<string, string>;
  home: {
    systems: number;
    codes: number;
    crosswalk_links: number;
    countries: number;
    /** The main systems (those classify searches by default, and health and education), by what they classify. */
    kinds: { kind: string; systems: { id: string; name: string; codes: number }[] }[];
  };
}
