import { migrateCodes as migrate, UnknownSuccession } from '../../projections/editions/migrate.ts';
import { MigrateBody, MigrateResult } from '../../projections/editions/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { ToolError, defineTool } from '../tool.ts';
import { lines } from '../text.ts';

export const migrateCodes = defineTool({
  name: 'migrate_codes',
  title: 'Migrate codes to the new edition',
  description: `Move up to ${LIMITS.batchMax} NACE Rev. 2 codes to NACE Rev. 2.1 over the official correspondence: one successor is answered; a split returns the candidate classes with the common content, for the user to choose. Same as POST /api/v1/batch/migrate.`,
  input: MigrateBody,
  output: MigrateResult,
  units: ({ codes }) => codes.length,
  async handler(args, { db }) {
    let res;
    try {
      res = await migrate(db, args);
    } catch (err) {
      if (err instanceof UnknownSuccession) throw new ToolError(err.message);
      throw err;
    }
    const text = `${res.total} codes ${res.from} → ${res.to}: ${res.one_to_one} one-to-one, ${res.one_to_many} split, ${res.not_migrated} not migrated.\n${lines(
      res.items.map((i) => i.explanation),
      30,
    )}`;
    return { data: res, text };
  },
});
