import { batchTranslate as translate } from '../../read/batch/translate.ts';
import { BatchTranslate, TranslateBody } from '../../read/batch/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

export const batchTranslate = defineTool({
  name: 'batch_translate',
  title: 'Translate many codes at once',
  description: `Carry up to ${LIMITS.batchMax} codes into one or more target systems as translate_code does (direct edges first, a group through its descendants' links with coverage, else through an intermediate system); per-item errors for unknown codes. Same as POST /api/v1/batch/translate.`,
  input: TranslateBody,
  output: BatchTranslate,
  units: ({ items }) => items.length,
  async handler({ items, targets, max_matches }, { db }) {
    await requireSystems(db, targets, 'targets entry');
    const res = await translate(db, items, [...new Set(targets)], max_matches);
    const text = `${res.total} items, ${res.errors} not found.\n${lines(
      res.items.map(
        (i) =>
          `${i.system} ${i.code} → ${
            i.error
              ? i.error.detail
              : i.matches!.length
                ? i.matches!.map((m) => `${m.system} ${m.code} [${m.match_type}]`).join('; ')
                : 'no link'
          }`,
      ),
      30,
    )}`;
    return { data: res, text };
  },
});
