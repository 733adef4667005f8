/**
 * Region labels as the catalog shows them: one name per region, however the source lists wrote it
 * ("European Union (27 countries)" and "European Union" are one region; "USA/UK" is spelt out; the
 * authority in "Global (UN)" is shown on the system's card, not in its region).
 */
const SAME: Record<string, string> = {
  'European Union (27 countries)': 'European Union',
  'USA/UK': 'United States and United Kingdom',
  'Australia / New Zealand': 'Australia and New Zealand',
  'Australia, New Zealand': 'Australia and New Zealand',
  'Europe / Global': 'Europe and worldwide',
};

export function regionName(region: string | null | undefined): string {
  if (!region?.trim()) return 'Other';
  const r = region.trim();
  return SAME[r] ?? (/^Global \(/.test(r) ? 'Global' : r);
}
