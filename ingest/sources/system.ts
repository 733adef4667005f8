import type { SystemRecord } from '../../commands/records.ts';

/**
 * A SystemRecord for an official download. Metadata (names, authority, region, countries)
 * follows the corpus line for the same id in ../shared/corpus/systems.jsonl; licence and
 * source_url follow the file's own publisher (see each folder's SOURCE.md).
 */
export function officialSystem(
  fields: Pick<SystemRecord, 'id' | 'name' | 'full_name' | 'authority' | 'version' | 'source_url' | 'license'> &
    Partial<Pick<SystemRecord, 'url' | 'region' | 'country_codes' | 'source_date'>>,
): SystemRecord {
  return {
    url: null,
    region: null,
    source_date: null,
    country_codes: [],
    ...fields,
    provenance: 'official_download',
    kind: 'standard',
  };
}
