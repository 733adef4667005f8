import { batchLookup as lookUp } from '../../read/batch/lookup.ts';
import { BatchLookup, LookupBody } from '../../read/batch/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const batchLookup = defineTool({
  name: 'batch_lookup',
  title: 'Look up many codes at once',
  description: `Look up to ${LIMITS.batchMax} {system, code} pairs in one call; each item has the title, parent and level, or an error for an unknown system or code. Same as POST /api/v1/batch/lookup.`,
  input: LookupBody,
  output: BatchLookup,
  units: ({ items }) => items.length,
  async handler({ items }, { db }) {
    const res = await lookUp(db, items);
    const text = `${res.total} items, ${res.errors} not found.\n${lines(
      res.items.map((i) => `${i.system} ${i.code} ${i.error ? `— ${i.error.detail}` : i.title}`),
      30,
    )}`;
    return { data: res, text };
  },
});
