import { Type } from 'typebox';
import { History, nodeHistory } from '../../projections/catalog/queries.ts';
import { codeParam, limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { lines } from '../text.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const getCodeHistory = defineTool({
  name: 'get_code_history',
  title: 'History of a code',
  description:
    'What changed in a code since its system was first loaded: added by a later release, changed (which fields) or removed, with the release and time, oldest first; `first_release` is the release it has been in since. ' +
    'Works for removed codes too (current is false). Use it to check whether a code is current or was retitled. Paged (items, total).',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    limit: limitParam('history entries'),
    offset: offsetParam(),
  }),
  output: History,
  async handler({ system_id, code, limit, offset }, { db }) {
    const page = await nodeHistory(db, system_id, code, { limit, offset });
    if (!page) throw await codeNotFound(db, system_id, code);
    const text =
      `${system_id} ${code} (${page.current ? 'current' : 'no longer in the current release'}): ` +
      `${page.first_release ? `in the data since release ${page.first_release.release ?? page.first_release.id} (${page.first_release.at.slice(0, 10)}); ` : ''}` +
      `${page.total} recorded changes since\n` +
      lines(
        page.items.map(
          (e) =>
            `${e.at.slice(0, 10)} ${e.change}${e.fields?.length ? ` (${e.fields.join(', ')})` : ''}${e.release ? ` in release ${e.release}` : ''}${e.title ? `: ${e.title}` : ''}`,
        ),
      );
    return { data: page, text };
  },
});
