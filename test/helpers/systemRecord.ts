import type { SystemRecord } from '../../commands/records.ts';

/** A system record named `id` with every optional fact null and no countries; `fields` sets those a test needs. */
export function systemRecord<F extends Partial<SystemRecord> & Record<string, unknown>>(
  id: string,
  fields: F = {} as F,
): SystemRecord & F {
  return {
    id,
    name: id,
    full_name: null,
    region: null,
    version: null,
    authority: null,
    url: null,
    source_url: null,
    license: null,
    provenance: null,
    source_date: null,
    country_codes: [],
    ...fields,
  };
}
