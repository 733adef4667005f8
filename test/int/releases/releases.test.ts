import path from 'node:path';
import t from 'tap';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { createTestStack, SHARED } from '../../helpers/sampleApp.ts';

const R = '/api/v1/systems/nace_rev2/releases';

t.test('the release diff of nace_rev2, corpus release to official file', async (t) => {
  const { app, store, project } = await createTestStack(t);
  await ingestOfficial(store, 'nace_rev2', path.join(SHARED, 'sources'));
  await project();

  const list = (await app.inject(R)).json();
  t.equal(list.total, 2, 'the corpus release and the official one');
  const [a, b] = list.items;
  t.match(a, { id: /^\d+$/, source: String, counts: { nodes: Number } });
  t.match(b.source, /official:nace_rev2/);
  t.ok(b.counts.changed > 0);
  t.equal(a.source, 'bundle:sample', 'the bundle by its name, not the directory it was read from on the server');
  t.same([a.sequence, b.sequence], [1, 2]);
  t.not(a.label, b.label, 'two releases of one edition are told apart');
  t.match(a.label, /NACE Rev 2, edition .* first release · \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  t.match(b.label, /release 2: \d+ added, \d+ changed, \d+ removed/);
  const stats = (await app.inject('/api/v1/stats')).json();
  t.notMatch(JSON.stringify(stats), /[/\\](tmp|home|root|srv|work|shared)\b/, 'no server path in /stats either');

  const res = await app.inject(`${R}/${a.id}/diff/${b.id}?limit=500`);
  t.equal(res.statusCode, 200);
  const diff = res.json();
  t.ok(diff.totals.retitled > 0);
  const poultry = diff.items.find((i: any) => i.code === '10.12');
  t.match(poultry, {
    change: 'changed',
    retitled: true,
    previous_title: 'Processing and preserving of meat',
    title: 'Processing and preserving of poultry meat',
  });
  t.match(
    poultry.changes.find((c: any) => c.field === 'title'),
    { before: 'Processing and preserving of meat', after: 'Processing and preserving of poultry meat' },
    'what changed, before → after',
  );
  const described = diff.items.filter((i: any) => i.fields.includes('description'));
  t.ok(described.length > 0, `${described.length} codes got another description`);
  t.ok(
    described.every((i: any) => i.changes.some((c: any) => c.field === 'description')),
    'each says so in its changes',
  );
  t.ok(
    described.some((i: any) => {
      const c = i.changes.find((x: any) => x.field === 'description');
      return c.after !== null && c.after !== c.before;
    }),
    'with the description before and after',
  );
  t.ok(diff.totals.described >= described.length, 'the summary counts them');
  t.ok(
    diff.items.every((i: any) => i.change !== 'changed' || i.changes.length > 0),
    'no code listed as changed without saying what changed',
  );

  const only = (await app.inject(`${R}/${a.id}/diff/${b.id}?change=retitled&limit=500`)).json();
  t.equal(only.total, diff.totals.retitled, 'the filter lists what the total counts');
  t.ok(only.items.every((i: any) => i.retitled));
  const paged = (await app.inject(`${R}/${a.id}/diff/${b.id}?change=retitled&limit=2&offset=1`)).json();
  t.same(
    paged.items.map((i: any) => i.code),
    only.items.slice(1, 3).map((i: any) => i.code),
  );

  const back = (await app.inject(`${R}/${b.id}/diff/${a.id}?change=retitled&limit=500`)).json();
  t.match(
    back.items.find((i: any) => i.code === '10.12'),
    { title: 'Processing and preserving of meat', previous_title: 'Processing and preserving of poultry meat' },
    'the reverse diff swaps old and new',
  );
  t.equal((await app.inject(`${R}/${a.id}/diff/${a.id}`)).json().total, 0, 'a release against itself: nothing');

  const unknown = await app.inject(`${R}/${a.id}/diff/12345`);
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().parameter, 'b');
  t.equal((await app.inject(`${R}/${a.id}/diff/latest`)).statusCode, 400);
  t.equal((await app.inject('/api/v1/systems/nace_rev9/releases')).statusCode, 404);
});
