import type { Queryable } from '../../platform/db.ts';
import { systemExists } from '../../projections/catalog/queries.ts';
import { notFound, type ApiError } from '../problem.ts';

/** The 404 for a (system, code) that was not found: unknown system, or unknown code in a known system. */
export async function nodeNotFound(db: Queryable, system: string, code: string): Promise<ApiError> {
  if (!(await systemExists(db, system))) return systemNotFound(system);
  return notFound('NOT_FOUND_NODE', `system '${system}' has no code '${code}'`, { parameter: 'code' });
}

export function systemNotFound(system: string, parameter = 'id'): ApiError {
  return notFound('NOT_FOUND_SYSTEM', `unknown system '${system}'; GET /api/v1/systems lists them`, { parameter });
}
