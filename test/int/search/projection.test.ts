import t from 'tap';
import type pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { NewEvent, RecordedEvent } from '../../../commands/eventStore/port.ts';
import { isOneOf } from '../../../commands/domainEvents.ts';
import type { NodeRecord, SystemRecord } from '../../../commands/records.ts';
import { withTransaction } from '../../../platform/db.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import { createSearchProjection, SEARCH_EVENTS, toIndexOps } from '../../../projections/search/projector.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { systemRecord } from '../../helpers/systemRecord.ts';

const system = (id: string, name: string): SystemRecord & { kind: 'standard' | 'domain' } =>
  systemRecord(id, { name, kind: id.startsWith('domain_') ? 'domain' : 'standard' });
const node = (code: string, title: string, parent: string | null, level: number): NodeRecord => ({
  code,
  title,
  description: null,
  parent,
  level,
});

const release1: NewEvent[] = [
  { type: 'SystemRegistered', data: { system: system('naics_t', 'NAICS test') } },
  {
    type: 'NodesAdded',
    data: {
      system: 'naics_t',
      nodes: [
        node('48-49', 'Transportation and Warehousing', null, 1),
        node('484', 'Truck Transportation', '48-49', 2),
      ],
    },
  },
  {
    type: 'NodesAdded',
    data: {
      system: 'naics_t',
      nodes: [node('4841', 'General Freight Trucking', '484', 3), node('722511', 'Full-Service Restaurants', null, 1)],
    },
  },
];
const release2: NewEvent[] = [
  { type: 'SystemMetadataChanged', data: { system: system('naics_t', 'NAICS test, renamed'), changed: ['name'] } },
  {
    type: 'NodesChanged',
    data: {
      system: 'naics_t',
      nodes: [{ ...node('484', 'Truck and Lorry Transportation', '48-49', 2), changed: ['title'] }],
    },
  },
  { type: 'NodesRemoved', data: { system: 'naics_t', codes: ['722511'] } },
  {
    type: 'NodesAdded',
    data: { system: 'naics_t', nodes: [node('722511', 'Full-Service Restaurants and Cafes', null, 1)] },
  },
  { type: 'NodesRemoved', data: { system: 'naics_t', codes: ['4841'] } },
];

async function snapshot(db: pg.Pool) {
  const docs = await db.query(
    `SELECT system, code, title, level, code_norm, tsv::text FROM search_docs ORDER BY system, code`,
  );
  const lexicon = await db.query(`SELECT word, freq FROM search_lexicon ORDER BY word`);
  const systems = await db.query(`SELECT id, name, kind FROM search_systems ORDER BY id`);
  return { docs: docs.rows, lexicon: lexicon.rows, systems: systems.rows };
}

t.test('events become index operations in log order', async (t) => {
  const recorded = [...release1, ...release2].map((e, i) => ({
    ...e,
    id: String(i),
    stream: 's',
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata: {},
    created: new Date(),
  }));
  const ops = toIndexOps(recorded.filter((e) => isOneOf(SEARCH_EVENTS, e)));
  t.same(
    ops.map((o) => o.op),
    ['systems', 'upsert', 'systems', 'upsert', 'remove', 'upsert', 'remove'],
    'consecutive adds of one system merge',
  );
  t.equal((ops[1] as any).docs.length, 4);
});

t.test('the search projection three ways', async (t) => {
  const db = await createTestDatabase();
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const index = createPgSearch(db.pool);
  const projector = createProjector({ pool: db.pool, store, projections: [createSearchProjection(index)] });
  const search = (q: string) => index.search({ q, limit: 20, offset: 0 });

  await store.append('system-naics_t', release1, 'no_stream');
  await projector.catchUp();

  t.test('given events, the rows and searches follow', async (t) => {
    const snap = await snapshot(db.pool);
    t.same(
      snap.docs.map((d) => d.code),
      ['48-49', '484', '4841', '722511'],
    );
    t.same(snap.systems, [{ id: 'naics_t', name: 'NAICS test', kind: 'standard' }]);
    t.match(
      snap.docs.find((d) => d.code === '48-49'),
      { code_norm: '4849' },
    );
    t.same(
      snap.lexicon.find((w) => w.word === 'transportation'),
      { word: 'transportation', freq: 2 },
      'document frequency of a title word',
    );
    t.match((await search('truck transportation')).items[0], { code: '484', match: 'title' });
    t.match((await search('4849')).items[0], { code: '48-49', match: 'code' });
  });

  await store.append('system-naics_t', release2, 2n);
  await projector.catchUp();
  const incremental = await snapshot(db.pool);

  t.test('NodesChanged and NodesRemoved are reflected', async (t) => {
    t.same(
      incremental.docs.map((d) => d.code),
      ['48-49', '484', '722511'],
      '4841 removed, 722511 removed then added again',
    );
    t.match(
      incremental.docs.find((d) => d.code === '484'),
      { title: 'Truck and Lorry Transportation' },
    );
    t.equal(incremental.systems[0].name, 'NAICS test, renamed');
    t.ok(
      (await search('lorry')).items.some((h) => h.code === '484'),
      'new title searchable',
    );
    t.equal((await search('freight')).total, 0, 'removed node no longer found');
    t.notOk(
      incremental.lexicon.some((w) => w.word === 'freight' || w.word === 'general'),
      'words of removed titles leave the lexicon',
    );
    t.same(
      incremental.lexicon.find((w) => w.word === 'restaurants'),
      { word: 'restaurants', freq: 1 },
      'removed then re-added counts once',
    );
  });

  t.test('a rebuild from event 0 gives the same read model', async (t) => {
    await projector.reset(['search']);
    t.same((await snapshot(db.pool)).docs, [], 'reset empties the index');
    await projector.catchUp();
    t.same(await snapshot(db.pool), incremental);
  });

  t.test('replaying a batch changes nothing', async (t) => {
    const all: RecordedEvent[] = [];
    for await (const e of store.readAll(0n)) all.push(e);
    t.equal(all.length, release1.length + release2.length);
    await withTransaction(db.pool, (tx) =>
      createSearchProjection(index).handle(
        all.filter((e) => isOneOf(SEARCH_EVENTS, e)),
        tx,
      ),
    );
    t.same(await snapshot(db.pool), incremental);
  });
});
