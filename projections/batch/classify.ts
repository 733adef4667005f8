import type { Queryable } from '../../platform/db.ts';
import { classify, ClassifyInputError } from '../classify/classify.ts';
import type { BatchClassify, ClassifyItem } from './shapes.ts';

export interface ClassifyBatchArgs {
  texts: string[];
  systems?: string[];
  limit?: number;
}

/**
 * Many texts classified with the classify engine, one after the other, yielded as each is done
 * (NDJSON streams them). A text the engine refuses is an item error, not a failed batch.
 */
export async function* classifyEach(db: Queryable, args: ClassifyBatchArgs): AsyncGenerator<ClassifyItem> {
  for (const [index, text] of args.texts.entries()) {
    try {
      const r = await classify(db, { text, systems: args.systems, limit: args.limit });
      yield { index, text, standard_matches: r.standard_matches, domain_matches: r.domain_matches };
    } catch (err) {
      if (!(err instanceof ClassifyInputError)) throw err;
      yield { index, text, error: { status: 400, title: 'Bad request', detail: err.message } };
    }
  }
}

export async function batchClassify(db: Queryable, args: ClassifyBatchArgs): Promise<BatchClassify> {
  const items: ClassifyItem[] = [];
  for await (const item of classifyEach(db, args)) items.push(item);
  return { items, total: items.length, errors: items.filter((i) => i.error).length };
}
