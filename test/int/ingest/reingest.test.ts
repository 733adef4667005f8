import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createTestStack, SAMPLE } from '../../helpers/sampleApp.ts';

const countEvents = async (db: { pool: any }, where = 'true') =>
  (await db.pool.query(`SELECT count(*)::int AS n FROM events WHERE ${where}`)).rows[0].n as number;

t.test('re-ingesting the unchanged sample appends only the ingestion record', async (t) => {
  const { db, store, project } = await createTestStack(t);
  const before = await countEvents(db);
  // the unchanged releases and crosswalks are found from each stream's last import, no stream is folded
  const folded: string[] = [];
  const watched = Object.assign(Object.create(store), {
    readStream: (stream: string, from?: bigint) => {
      folded.push(stream);
      return store.readStream(stream, from);
    },
  });
  const res = await ingestBundle(watched, SAMPLE, { quiet: true });
  await project();
  t.equal((await countEvents(db)) - before, 2, 'IngestionStarted and IngestionCompleted only');
  t.same(
    folded.filter((s) => s.startsWith('system-') || s.startsWith('crosswalk-')),
    [],
    'no system or crosswalk stream read from its start',
  );
  t.same(
    {
      added: res.counts.nodesAdded,
      changed: res.counts.nodesChanged,
      removed: res.counts.nodesRemoved,
      edges: res.counts.edgesAdded,
    },
    { added: 0, changed: 0, removed: 0, edges: 0 },
  );
});

t.test('a changed release appends only the difference, and the history shows it', async (t) => {
  const { db, store, project, app } = await createTestStack(t);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  t.teardown(() => {});
  cpSync(SAMPLE, dir, { recursive: true });
  // Release 2 of NAICS: 484110 retitled, 484122 removed (a leaf), a new leaf 484199 under 48419.
  const file = path.join(dir, 'nodes.jsonl');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const out = lines
    .filter((n) => !(n.system === 'naics_2022' && n.code === '484122'))
    .map((n) =>
      n.system === 'naics_2022' && n.code === '484110'
        ? { ...n, title: 'General Freight Trucking, Local (revised)' }
        : n,
    );
  const at = out.findIndex((n) => n.system === 'naics_2022' && n.code === '484121');
  out.splice(at + 1, 0, {
    system: 'naics_2022',
    code: '484199',
    title: 'Experimental Trucking',
    description: null,
    parent: '48412',
    level: 5,
  });
  writeFileSync(file, out.map((n) => JSON.stringify(n)).join('\n') + '\n');
  const systemsFile = path.join(dir, 'systems.jsonl');
  writeFileSync(
    systemsFile,
    readFileSync(systemsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const s = JSON.parse(l);
        return JSON.stringify(s.id === 'naics_2022' ? { ...s, version: '2022r2' } : s);
      })
      .join('\n') + '\n',
  );

  const before = await countEvents(db);
  const res = await ingestBundle(store, dir, { quiet: true });
  await project();
  t.same(
    { added: res.counts.nodesAdded, changed: res.counts.nodesChanged, removed: res.counts.nodesRemoved },
    { added: 1, changed: 1, removed: 1 },
  );
  const appended = (
    await db.pool.query(`SELECT stream, type FROM events WHERE position > $1 ORDER BY position`, [before])
  ).rows;
  t.same(
    appended.filter((e: any) => e.stream === 'system-naics_2022').map((e: any) => e.type),
    ['SystemMetadataChanged', 'NodesRemoved', 'NodesAdded', 'NodesChanged', 'SystemReleaseImported'],
    'only NAICS changed',
  );
  t.equal(
    appended.filter((e: any) => e.stream.startsWith('system-') && e.stream !== 'system-naics_2022').length,
    0,
    'no other system appended anything',
  );

  const node = await app.inject('/api/v1/systems/naics_2022/nodes/484110');
  t.equal(node.json().title, 'General Freight Trucking, Local (revised)', 'the read model has the new title');
  const translated = (await app.inject('/api/v1/systems/isic_rev4/nodes/4923/translations')).json();
  const naics = translated.systems.find((s: any) => s.system === 'naics_2022');
  t.equal(
    naics?.matches.find((m: any) => m.code === '484110')?.title,
    'General Freight Trucking, Local (revised)',
    "a translation into the retitled code shows the code's new title",
  );
  t.equal((await app.inject('/api/v1/systems/naics_2022/nodes/484122')).statusCode, 404, 'the removed code is gone');
  const page = (await app.inject('/api/v1/systems/naics_2022/nodes/484110/history')).json();
  const history = page.items;
  t.same(
    history.map((h: any) => [h.change, h.release]),
    [['changed', '2022r2']],
    "the code's history: changed in 2022r2 (loading 2022 is no change of it)",
  );
  t.equal(page.first_release?.release, '2022', 'in the data since release 2022');
  t.same(history[0].fields, ['title']);
  const addedPage = (await app.inject('/api/v1/systems/naics_2022/nodes/484199/history')).json();
  t.same(
    addedPage.items.map((h: any) => [h.change, h.release]),
    [['added', '2022r2']],
    'a new code: added in 2022r2 only',
  );
  t.equal(addedPage.first_release, null, 'not there since the first release');
  const removedHistory = (await app.inject('/api/v1/systems/naics_2022/nodes/484122/history')).json();
  t.equal(removedHistory.current, false, 'a removed code is no longer current');
  const removed = removedHistory.items;
  t.same(
    removed.map((h: any) => [h.change, h.release]),
    [['removed', '2022r2']],
    'a removed code keeps its history',
  );
  t.equal(removedHistory.first_release?.release, '2022', 'in the data from release 2022 until removed');
  const parent = await db.pool.query(
    `SELECT child_count, subtree_size FROM nodes WHERE system = 'naics_2022' AND code = '48412'`,
  );
  t.same(parent.rows[0], { child_count: 2, subtree_size: 3 }, 'tree figures recomputed (484121, 484199)');
});

t.test('bad input names the file and line, and nothing of that release is written', async (t) => {
  const { db, store } = await createTestStack(t, { ingestSample: false });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    JSON.stringify({ id: 'bad_sys', name: 'Bad', country_codes: [] }) + '\n',
  );
  writeFileSync(
    path.join(dir, 'nodes.jsonl'),
    [
      { system: 'bad_sys', code: 'A', title: 'A', description: null, parent: null, level: 1 },
      { system: 'bad_sys', code: 'B', title: 'B', description: null, parent: 'Z', level: 2 },
    ]
      .map((n) => JSON.stringify(n))
      .join('\n') + '\n',
  );
  await t.rejects(ingestBundle(store, dir, { quiet: true }), /nodes\.jsonl:1: .*parent 'Z'/);
  t.equal(await countEvents(db, `stream = 'system-bad_sys'`), 0, 'no event of the bad release');
  writeFileSync(path.join(dir, 'nodes.jsonl'), '{"system":"bad_sys","code":"A"\n');
  await t.rejects(ingestBundle(store, dir, { quiet: true }), /nodes\.jsonl:1: not valid JSON/);
});
