import type { Queryable } from '../platform/db.ts';
import { explainMissing, unknownSystems, type DidYouMean } from '../projections/catalog/queries.ts';
import { similarCountries } from '../projections/countries/queries.ts';
import { ToolError } from './tool.ts';

/**
 * "Not found" as a ToolError that names the next step, from the read layer's suggestions (the
 * same `did_you_mean` the REST door sends): similar system ids for an unknown system, the closest
 * codes for an unknown code, codes starting alike for an unknown country.
 */

/** Throws unless every id names a system; the message lists ids like the first unknown one. */
export async function requireSystems(db: Queryable, ids: readonly string[], param = 'system_id'): Promise<void> {
  const [unknown] = await unknownSystems(db, ids);
  if (unknown !== undefined) throw await systemNotFound(db, unknown, param);
}

/** The error for a system id a read function did not find, with similar ids. */
export async function systemNotFound(db: Queryable, id: string, param = 'system_id'): Promise<ToolError> {
  return unknownSystem(id, param, (await explainMissing(db, id)).did_you_mean);
}

/** The error for a (system, code) a read function did not find: unknown system, or unknown code with the closest ones. */
export async function codeNotFound(
  db: Queryable,
  system: string,
  code: string,
  param = 'system_id',
): Promise<ToolError> {
  const m = await explainMissing(db, system, code);
  if (m.missing === 'system') return unknownSystem(system, param, m.did_you_mean);
  const closest = m.did_you_mean.codes.filter((c) => c.system === system);
  const elsewhere = m.did_you_mean.codes.filter((c) => c.system !== system).map((c) => c.system);
  const parts = [`Code '${code}' is not in ${system}.`];
  if (closest.length)
    parts.push(`Closest codes in ${system}: ${closest.map((c) => `${c.code} (${c.title})`).join('; ')}.`);
  if (elsewhere.length) parts.push(`Systems that do have code '${code}': ${elsewhere.join(', ')}.`);
  parts.push(
    `Try search_classifications with system_ids ["${system}"] and a word or code prefix, or get_sector_overview to browse from the top.`,
  );
  return new ToolError(parts.join(' '));
}

function unknownSystem(id: string, param: string, { systems }: DidYouMean): ToolError {
  return new ToolError(
    `Unknown ${param} '${id}'.${systems.length ? ` Did you mean: ${systems.join(', ')}?` : ''} Call list_classification_systems or search_systems to find system ids.`,
  );
}

/** The error for an unknown country code, with codes starting alike. */
export async function countryNotFound(db: Queryable, cc: string): Promise<ToolError> {
  const alike = (await similarCountries(db, cc)).map((c) => `${c.code} (${c.name ?? '?'})`);
  return new ToolError(
    `Unknown country code '${cc.toUpperCase()}': use an ISO 3166-1 alpha-2 code such as US, DE, JP.${alike.length ? ` Codes starting alike: ${alike.join(', ')}.` : ''}`,
  );
}
