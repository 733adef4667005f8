import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('a code with its ancestors, children and siblings in one request', async (t) => {
  const { app } = await createTestStack(t);
  const res = await app.inject('/api/v1/systems/naics_2022/nodes/4841?include=ancestors,children,siblings');
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.title, 'General Freight Trucking');
  t.same(
    body.ancestors.map((a: any) => a.code),
    ['48-49', '484'],
    'ancestors, root first',
  );
  t.same(
    body.children.items.map((c: any) => c.code),
    ['48411', '48412'],
    'children',
  );
  t.same(
    body.siblings.items.map((c: any) => c.code),
    ['4842'],
    'siblings',
  );
  const separate = (await app.inject('/api/v1/systems/naics_2022/nodes/4841/children')).json();
  t.same(body.children.items, separate.items, 'the same list as /children');

  const plain = (await app.inject('/api/v1/systems/naics_2022/nodes/4841')).json();
  t.notOk('ancestors' in plain || 'children' in plain, 'nothing extra unless asked');
  const bad = await app.inject('/api/v1/systems/naics_2022/nodes/4841?include=everything');
  t.equal(bad.statusCode, 400, 'an unknown include is a 400');
  t.match(bad.headers['content-type'], /problem\+json/);
});

t.test('everything a code page shows in one request: equivalences, translations and history too', async (t) => {
  const { app } = await createTestStack(t);
  const N = '/api/v1/systems/naics_2022/nodes/484';
  const res = await app.inject(`${N}?include=ancestors,children,siblings,equivalences,translations,history`);
  t.equal(res.statusCode, 200);
  const body = res.json();
  const alone = async (sub: string) => (await app.inject(`${N}/${sub}`)).json();
  t.same(body.equivalences.items, (await alone('equivalences?limit=500')).items, 'the same edges as /equivalences');
  t.same(body.translations.systems, (await alone('translations')).systems, 'the same systems as /translations');
  t.same(body.history.items, (await alone('history?limit=100')).items, 'the same entries as /history');
  // the sample holds one release of NAICS: 484 has links but no change of its own to list (history lists real changes only)
  t.ok(body.equivalences.items.length > 0, 'the sample has links for 484');
  const missing = await app.inject('/api/v1/systems/naics_2022/nodes/NOPE999?include=history');
  t.equal(missing.statusCode, 404, 'an unknown code is still a 404');
});
