import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

const ingestions = async (db: { pool: any }) =>
  (await db.pool.query(`SELECT id, source, kind, status, error, counts FROM ingestions ORDER BY started_at, id`)).rows;

t.test(
  'every ingestion is listed with how it ended: completed with its counts, or failed with its error',
  async (t) => {
    const { db, store, project } = await createTestStack(t, { ingestSample: false });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'systems.jsonl'), JSON.stringify({ id: 'rec_sys', name: 'Rec', country_codes: [] }));
    const nodes = (parent: string | null) =>
      writeFileSync(
        path.join(dir, 'nodes.jsonl'),
        [
          { system: 'rec_sys', code: 'A', title: 'A', description: null, parent: null, level: 1 },
          { system: 'rec_sys', code: 'B', title: 'B', description: null, parent, level: 2 },
        ]
          .map((n) => JSON.stringify(n))
          .join('\n') + '\n',
      );

    nodes('A');
    const done = await ingestBundle(store, dir, { quiet: true });
    nodes('Z'); // B's parent is no code of the system
    const failure = await ingestBundle(store, dir, { quiet: true }).catch((err: Error) => err);
    await project();

    t.ok(failure instanceof Error, 'the bad bundle is refused');
    const [first, second] = await ingestions(db);
    t.match(
      first,
      { id: done.ingestionId, source: dir, kind: 'bundle', status: 'completed', error: null },
      'the first completed',
    );
    t.same(first.counts, done.counts, 'its counts, as the command answered them');
    t.equal(done.counts.nodesAdded, 2, 'its two codes added');
    t.match(second, { source: dir, kind: 'bundle', status: 'failed', counts: null }, 'the second failed');
    t.equal(second.error, (failure as Error).message, 'the error the command failed with');
  },
);
