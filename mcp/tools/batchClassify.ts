import { batchClassify as classifyAll } from '../../read/batch/classify.ts';
import { BatchClassify, ClassifyBody } from '../../read/batch/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

export const batchClassify = defineTool({
  name: 'batch_classify',
  title: 'Classify many texts at once',
  description: `Classify up to ${LIMITS.batchClassifyMax} short texts (job titles, business activities) in one call, each as classify_business would (or items, each {text}, {title, tasks, industry} or {name, description, products}); per-item errors. Same as POST /api/v1/batch/classify.`,
  input: ClassifyBody,
  output: BatchClassify,
  units: ({ texts, items }) => (texts ?? items ?? []).length,
  async handler(args, { db, classifyReads }) {
    if (args.systems) await requireSystems(db, args.systems, 'systems entry');
    const res = await classifyAll(classifyReads ?? db, args);
    const text = lines(
      res.items.map((i) => {
        const top = i.standard_matches?.[0] ?? i.domain_matches?.[0];
        return `${i.text} → ${i.error ? i.error.detail : top ? `${top.system} ${top.code} ${top.title}` : 'no match'}`;
      }),
      30,
    );
    return { data: res, text };
  },
});
