import { Type } from 'typebox';
import { Occurrences, nodesByCode } from '../../projections/catalog/queries.ts';
import { codeParam, limitParam, offsetParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const resolveAmbiguousCode = defineTool({
  name: 'resolve_ambiguous_code',
  title: 'Which systems have this code',
  description:
    'Every system that has exactly this code, with the title it has there: use it when you have a bare code (e.g. "4923", "01", "A") and do not know its system. Paged (items, total).',
  input: Type.Object({ code: codeParam('A bare code'), limit: limitParam('systems'), offset: offsetParam() }),
  output: Occurrences,
  async handler({ code, limit, offset }, { db }) {
    const page = await nodesByCode(db, code, { limit, offset });
    const text = page.items.length
      ? `Code ${code} exists in ${page.total} systems:\n${lines(page.items.map((m) => `${m.system}: ${m.title}`))}`
      : `No system has code '${code}' exactly. Try search_classifications with the code (it also matches code prefixes and spellings with other punctuation).`;
    return { data: page, text };
  },
});
