import type { Queryable } from '../../platform/db.ts';
import { InputError } from '../../platform/inputError.ts';
import type { ClassifyRequest } from '../../projections/classify/request.ts';
import { classifyText } from '../classifyText.ts';
import type { BatchClassify, ClassifyItem } from './shapes.ts';

export interface ClassifyBatchArgs {
  texts?: string[];
  /** Instead of texts: each item plain `{text}` or structured, as POST /classify takes it. */
  items?: Omit<ClassifyRequest, 'systems' | 'kind' | 'countries' | 'limit' | 'include_crosswalks' | 'min_confidence'>[];
  systems?: string[];
  limit?: number;
  min_confidence?: number;
}

/** The batch's inputs: `texts` or `items`, exactly one (a InputError otherwise). */
export function batchInputs(args: Pick<ClassifyBatchArgs, 'texts' | 'items'>): NonNullable<ClassifyBatchArgs['items']> {
  if (!!args.texts === !!args.items) throw new InputError('give either texts or items', args.texts ? 'items' : 'texts');
  return args.texts ? args.texts.map((text) => ({ text })) : args.items!;
}
/** How the answer names an item: its text, or its fields joined. */
const itemText = (i: NonNullable<ClassifyBatchArgs['items']>[number]) =>
  i.text ?? [i.title, i.tasks, i.industry, i.name, i.description, i.products].filter(Boolean).join('. ');

const CONCURRENCY = 4; // texts classified at once (each is a few ranked SQL passes)

/**
 * Many texts classified with the classify engine, a few at a time, yielded in order as each is
 * done (NDJSON streams them). A text the engine refuses is an item error, not a failed batch.
 */
export async function* classifyEach(db: Queryable, args: ClassifyBatchArgs): AsyncGenerator<ClassifyItem> {
  const inputs = batchInputs(args);
  const one = async (index: number): Promise<ClassifyItem> => {
    const text = itemText(inputs[index]);
    try {
      const r = await classifyText(db, {
        ...inputs[index],
        systems: args.systems,
        limit: args.limit,
        min_confidence: args.min_confidence,
      });
      return { index, text, standard_matches: r.standard_matches, domain_matches: r.domain_matches };
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
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
  while (next < inputs.length && pending.length < CONCURRENCY) start();
  while (pending.length) {
    const item = await pending.shift()!;
    if (next < inputs.length) start();
    yield item;
  }
}

export async function batchClassify(db: Queryable, args: ClassifyBatchArgs): Promise<BatchClassify> {
  const items: ClassifyItem[] = [];
  for await (const item of classifyEach(db, args)) items.push(item);
  return { items, total: items.length, errors: items.filter((i) => i.error).length };
}
