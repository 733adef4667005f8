/**
 * `taxonomy ingest <sample> --official`: the sample corpus, then every official file of
 * ../shared/sources as a new release, and crosswalks that agree with the authorities.
 */
import path from 'node:path';
import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { ingestAllOfficial } from '../../../ingest/ingestAllOfficial.ts';
import { createTestStack, SAMPLE, SHARED } from '../../helpers/sampleApp.ts';

const SOURCES = path.join(SHARED, 'sources');
const nodeEvents = async (db: { pool: any }) =>
  (
    await db.pool.query(
      `SELECT count(*)::int AS n FROM events WHERE type IN ('NodesAdded', 'NodesChanged', 'NodesRemoved')`,
    )
  ).rows[0].n as number;

t.test('served data agrees with the official files', async (t) => {
  const { app, db, store, project } = await createTestStack(t, { official: true });
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    return { status: r.statusCode, body: String(r.headers['content-type']).includes('json') ? r.json() : r.body };
  };

  const gas = (await get('/systems/naics_2022/nodes/211130/translations')).body;
  const isic = gas.systems.find((s: any) => s.system === 'isic_rev4');
  t.same(
    isic.matches
      .filter((m: any) => !m.derived)
      .map((m: any) => m.code)
      .sort(),
    ['0510', '0620'],
    'natural gas extraction translates to ISIC 0620 (and 0510 for coal liquefying), never 620 (computer programming)',
  );
  t.ok(
    isic.matches.filter((m: any) => m.derived).every((m: any) => ['051', '062'].includes(m.code)),
    'through the hierarchy only the groups whose every code is reached (051, 062)',
  );
  const coal = isic.matches.find((m: any) => m.code === '0510');
  t.equal(coal.provenance.kind, 'derived', 'a link only the official 2017 table states is derived');
  t.same(coal.provenance.path, ['naics_2017:211130'], 'through the unchanged NAICS 2017 code');
  t.equal(isic.matches[0].code, '0620', 'the curated (repaired) edge ranks before the derived one');

  const armed = (await get('/systems/isco_08/nodes/0110')).body;
  t.equal(armed.parent, '011', 'ISCO armed forces officers sit under 011');
  t.equal((await get('/systems/isco_08/nodes/110')).status, 404, 'the stripped 110 is gone');
  t.match((await get('/systems/nace_rev2/nodes/10.12')).body.title, /poultry/i, 'NACE 10.12 official title');
  const history = (await get('/systems/nace_rev2/nodes/10.12/history')).body;
  t.ok(JSON.stringify(history).includes('changed'), 'history shows what the official file changed');

  const eq = (await get('/systems/naics_2022/nodes/484/equivalences?limit=500')).body;
  const cfr = eq.items.find((e: any) => e.system === 'cfr_title_49' && e.code === '49_171');
  t.equal(cfr.match_type, 'narrow', 'CFR 49_171 broadMatch NAICS 484 reads narrow from 484');
  t.ok(
    eq.items.every((e: any) => e.provenance?.kind && e.provenance.source),
    'every edge says where it comes from',
  );

  const trucks = (await get('/systems/naics_2022/nodes/484/translations')).body;
  t.notOk(
    trucks.systems.some((s: any) => s.via.some((v: string) => v.startsWith('domain_'))),
    'domain vocabularies are no bridges by default',
  );

  const sssom = await get('/crosswalks/naics_2022/isic_rev4.sssom.tsv');
  t.equal(sssom.status, 200);
  const lines = String(sssom.body).split('\n');
  t.match(lines[0], /^# /, 'metadata block first');
  const header = lines.find((l) => !l.startsWith('#'))!.split('\t');
  t.same(header.slice(0, 4), ['subject_id', 'subject_label', 'predicate_id', 'object_id']);
  t.ok(
    lines.some(
      (l) =>
        l.startsWith('naics_2022:211130\t') && l.includes('isic_rev4:0510\t') && l.includes('semapv:MappingChaining'),
    ),
    'derived edge justified by chaining',
  );
  const ttl = await get('/crosswalks/isic_rev4/naics_2022.ttl');
  t.match(String(ttl.body), /skos:(exact|related|broad|narrow)Match/);
  t.equal((await get('/crosswalks/naics_2022/nope.sssom.tsv')).status, 404);
  t.equal((await get('/crosswalks/naics_2022/isic_rev4.xml')).status, 400);

  const before = await nodeEvents(db);
  await ingestBundle(store, SAMPLE, { quiet: true, official: { dirs: [SOURCES] } });
  const pairs = (
    await db.pool.query(
      `SELECT DISTINCT least(source_system, target_system) AS a, greatest(source_system, target_system) AS b FROM equivalences`,
    )
  ).rows.map((r: any) => [r.a, r.b] as [string, string]);
  const alone = await ingestAllOfficial(store, [SOURCES], pairs);
  await project();
  t.equal(await nodeEvents(db), before, 'the unchanged re-ingest (both ways) appends no node events');
  t.same([alone.counts.edgesAdded, alone.counts.edgesRemoved], [0, 0], 'nor edge events');
});
