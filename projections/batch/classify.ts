import type { Queryable } from '../../platform/db.ts';
import { classify, ClassifyInputError } from '../classify/classify.ts';
import type { BatchClassify, ClassifyItem } from './shapes.ts';

export interface ClassifyBatchArgs {
  texts: string[];
  systems?: string[];
  limit?: number;
}

const CONCURRENCY = 4; // texts classified at once (each is a few ranked SQL passes)

/**
 * Many texts classified with the classify engine, a few at a time, yielded in order as each is
 * done (NDJSON streams them). A text the engine refuses is an item error, not a failed batch.
 */
export async function* classifyEach(db: Queryable, args: ClassifyBatchArgs): AsyncGenerator<ClassifyItem> {
  const one = async (index: number): Promise<ClassifyItem> => {
    const text = args.texts[index];
    try {
      const r = await classify(db, { text, systems: args.systems, limit: args.limit });
      return { index, text, standard_matches: r.standard_matches, domain_matches: r.domain_matches };
    } catch (err) {
      if (!(err instanceof ClassifyInputError)) throw err;
      return { index, text, error: { status: 400, title: 'Bad request', detail: err.message } };
    }
  };
  const pending: Promise<ClassifyItem>[] = [];
  let next = 0;
  const start = () => {
    const p = one(next++);
    p.catch(() => {}); // awaited in order below; a later failure must not go unhandled meanwhile
    pending.push(p);
  };
  while (next < args.texts.length && pending.length < CONCURRENCY) start();
  while (pending.length) {
    const item = await pending.shift()!;
    if (next < args.texts.length) start();
    yield item;
  }
}

export async function batchClassify(db: Queryable, args: ClassifyBatchArgs): Promise<BatchClassify> {
  const items: ClassifyItem[] = [];
  for await (const item of classifyEach(db, args)) items.push(item);
  return { items, total: items.length, errors: items.filter((i) => i.error).length };
}
