import type { Queryable } from '../../platform/db.ts';
import { explainMissing, type DidYouMean } from '../../projections/catalog/queries.ts';
import { notFound, type ApiError } from '../problem.ts';

/**
 * The 404s of unknown systems and codes, with what the caller may have meant (`did_you_mean`, the
 * same suggestions the MCP tools give).
 */
export async function nodeNotFound(db: Queryable, system: string, code: string): Promise<ApiError> {
  const m = await explainMissing(db, system, code);
  if (m.missing === 'system') return systemProblem(system, 'id', m.did_you_mean);
  const closest = m.did_you_mean.codes.slice(0, 3).map((c) => `${c.system} ${c.code} (${c.title})`);
  return notFound(
    'NOT_FOUND_NODE',
    `system '${system}' has no code '${code}'${closest.length ? `; did you mean ${closest.join(', ')}?` : ''}`,
    { parameter: 'code', did_you_mean: m.did_you_mean },
  );
}

export async function systemNotFound(db: Queryable, system: string, parameter = 'id'): Promise<ApiError> {
  return systemProblem(system, parameter, (await explainMissing(db, system)).did_you_mean);
}

function systemProblem(system: string, parameter: string, did_you_mean: DidYouMean): ApiError {
  const similar = did_you_mean.systems.length ? ` (did you mean ${did_you_mean.systems.join(', ')}?)` : '';
  return notFound('NOT_FOUND_SYSTEM', `unknown system '${system}'${similar}; GET /api/v1/systems lists them`, {
    parameter,
    did_you_mean,
  });
}
