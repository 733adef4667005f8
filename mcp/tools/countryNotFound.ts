import type { Queryable } from '../../platform/db.ts';
import { similarCountries } from '../../projections/countries/queries.ts';
import { ToolError } from '../tool.ts';

/** The error for an unknown country code, with codes starting alike. */
export async function countryNotFound(db: Queryable, cc: string): Promise<ToolError> {
  const alike = (await similarCountries(db, cc)).map((c) => `${c.code} (${c.name ?? '?'})`);
  return new ToolError(
    `Unknown country code '${cc.toUpperCase()}': use an ISO 3166-1 alpha-2 code such as US, DE, JP.${alike.length ? ` Codes starting alike: ${alike.join(', ')}.` : ''}`,
  );
}
