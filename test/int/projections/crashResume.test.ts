import { spawn } from 'node:child_process';
import path from 'node:path';
import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { projections } from '../../../projections/registry.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { readModelChecksums } from '../../helpers/readModel.ts';
import { ROOT } from '../../helpers/sampleApp.ts';

t.test('a projector killed with SIGKILL mid catch-up resumes to the read model of a clean run', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log only: nothing projected yet
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const head = await store.headPosition();

  // A real process, tiny batches, killed without warning after its third committed batch.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'test/fixtures/projectorChild.ts'), db.url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let batches = 0;
  let finished = false;
  child.stdout.on('data', (d: Buffer) => {
    const lines = d.toString().split('\n');
    batches += lines.filter((l) => l === 'batch').length;
    finished ||= lines.includes('done');
    if (batches >= 3) child.kill('SIGKILL');
  });
  const [, signal] = await new Promise<[number | null, string | null]>((r) =>
    child.once('exit', (code, sig) => r([code, sig])),
  );
  t.equal(signal, 'SIGKILL', 'the projector process was killed');
  t.notOk(finished, 'it had not finished');
  const { rows } = await db.pool.query(`SELECT min(position) AS p FROM projection_checkpoints`);
  const killedAt = BigInt(rows[0].p);
  t.ok(killedAt > 0n && killedAt < head, `killed half-way (checkpoint ${killedAt} of ${head})`);

  // Restart: resume from the checkpoints.
  await createProjector({ pool: db.pool, store, projections }).catchUpOrWait();
  const resumed = await readModelChecksums(db.pool);
  t.ok(resumed.nodes.rows === 16_192, 'every node of the sample is there once');
  t.ok(resumed.equivalences.rows === 12_098, 'every edge of the sample is there once');

  // A clean run over the same log: the sample template is the logged one's events projected from position 0
  // in one run (test/helpers/template.ts), so a clone of it is that run without replaying it here again.
  const clean = await createTestDatabase({ sample: true });
  t.teardown(() => clean.drop());
  const logOf = async (pool: typeof db.pool) =>
    (await pool.query(`SELECT md5(string_agg(id::text || type || data::text, ',' ORDER BY position)) AS m FROM events`))
      .rows[0].m;
  t.equal(await logOf(clean.pool), await logOf(db.pool), 'the clean run is over the same log');
  t.same(await readModelChecksums(clean.pool), resumed, 'every table equals the clean rebuild, row for row');
});
