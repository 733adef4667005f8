import { editionDiff } from '../../projections/editions/editionDiff.ts';
import { UnknownSuccession } from '../../projections/editions/migrate.ts';
import { EditionDiff, EditionDiffArgs } from '../../projections/editions/editionDiffShapes.ts';
import { ToolError, defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const getEditionDiff = defineTool({
  name: 'get_edition_diff',
  title: 'Edition diff',
  description:
    'NACE Rev. 2 → 2.1 from the official correspondence: codes unchanged, retitled, renumbered, split, merged, regrouped, added, removed, with titles. Same as GET /api/v1/editions/{from}/{to}/diff.',
  input: EditionDiffArgs,
  output: EditionDiff,
  async handler(args, { db }) {
    let d;
    try {
      d = await editionDiff(db, args);
    } catch (err) {
      if (err instanceof UnknownSuccession) throw new ToolError(err.message);
      throw err;
    }
    if (d.missing.length)
      return {
        data: d,
        text: `${d.name}: ${d.missing.join(' and ')} not loaded here, so nothing can be compared (the official files are ingested with \`taxonomy ingest --official\`).`,
      };
    const counts = Object.entries(d.totals)
      .filter(([, n]) => n)
      .map(([k, n]) => `${n} ${k.replace('_', ' ')}`)
      .join(', ');
    const text = `${d.name}${args.level ? ` (level ${args.level})` : ''}: ${counts}. ${d.total} listed.\n${lines(
      d.items.map((i) => `${i.change}: ${i.explanation}`),
      30,
    )}`;
    return { data: d, text };
  },
});
