import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestDatabase } from '../../helpers/database.ts';

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const node = (system: string, code: string) => ({
  system,
  code,
  title: code,
  description: null,
  parent: null,
  level: 1,
});
const edge = (source_system: string, source_code: string, target_system: string, target_code: string) => ({
  source_system,
  source_code,
  target_system,
  target_code,
  match_type: 'exact',
});

/** A fresh database with its event store and an empty bundle folder, all removed when `t` ends. */
async function bundleDatabase(t: Test) {
  const db = await createTestDatabase();
  const store = createPgEventStore(db.pool, db.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  t.teardown(async () => {
    rmSync(dir, { recursive: true, force: true });
    await store.close();
    await db.drop();
  });
  return { db, store, dir };
}

t.test('a bundle edge is appended when both its codes are in the bundle, else skipped and counted', async (t) => {
  const { db, store, dir } = await bundleDatabase(t);
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    jsonl(['e_one', 'e_two', 'e_empty'].map((id) => ({ id, name: id, country_codes: [] }))),
  );
  // e_two's code C is named by no edge; e_empty has no nodes
  writeFileSync(
    path.join(dir, 'nodes.jsonl'),
    jsonl([node('e_one', 'A'), node('e_one', 'B'), node('e_two', 'X'), node('e_two', 'C')]),
  );
  writeFileSync(
    path.join(dir, 'equivalences.jsonl'),
    jsonl([
      edge('e_one', 'A', 'e_two', 'X'), // kept
      edge('e_two', 'X', 'e_one', 'B'), // kept
      edge('e_one', 'Z', 'e_two', 'X'), // no code Z
      edge('e_one', 'A', 'e_two', 'Q'), // no code Q
      edge('e_one', 'A', 'e_empty', 'A'), // a system without nodes
      edge('e_one', 'A', 'e_none', 'A'), // a system the bundle does not hold
      edge('e_one', 'A', 'e_one', 'B'), // within one system
    ]),
  );
  const { counts } = await ingestBundle(store, dir, { quiet: true });
  t.match(counts, { nodesAdded: 4, edgesAdded: 2, edgesSkipped: 5 });
  const { rows } = await db.pool.query(
    `SELECT stream, data->'edges' AS edges FROM events WHERE type = 'EquivalencesAdded' ORDER BY position`,
  );
  t.same(
    rows.map((r) => [r.stream, r.edges.map((e: any) => `${e.source_code}>${e.target_code}`).sort()]),
    [['crosswalk-e_one~e_two', ['A>X', 'X>B']]],
  );
  t.same(
    rows[0].edges.map((e: any) => e.provenance),
    [
      { kind: 'curated', source: `bundle:${path.basename(dir)}` },
      { kind: 'curated', source: `bundle:${path.basename(dir)}` },
    ],
  );
});

t.test('a bad edge line refuses the bundle before any system is appended', async (t) => {
  const { db, store, dir } = await bundleDatabase(t);
  writeFileSync(path.join(dir, 'systems.jsonl'), jsonl([{ id: 'e_one', name: 'e_one', country_codes: [] }]));
  writeFileSync(path.join(dir, 'nodes.jsonl'), jsonl([node('e_one', 'A'), node('e_one', 'B')]));
  writeFileSync(
    path.join(dir, 'equivalences.jsonl'),
    jsonl([edge('e_one', 'A', 'e_two', 'X'), { ...edge('e_one', 'B', 'e_two', 'X'), match_type: 'close' }]),
  );
  await t.rejects(ingestBundle(store, dir, { quiet: true }), /equivalences\.jsonl:2: unknown match_type 'close'/);
  const { rows } = await db.pool.query(`SELECT DISTINCT type FROM events ORDER BY type`);
  t.same(
    rows.map((r) => r.type),
    ['IngestionFailed', 'IngestionStarted'],
  );
});
