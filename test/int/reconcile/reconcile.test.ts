import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { specErrors } from './specSchemas.ts';

const R = '/api/v1/reconcile';
const form = (fields: Record<string, unknown>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])).toString(),
});
const ids = (r: any, n = 3) => r.result.slice(0, n).map((c: any) => c.id);

t.test('the reconciliation service answers as the W3C specification 0.2 says', async (t) => {
  const { app } = await createTestStack(t, {
    env: { ANON_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://refine.example:8080' },
  });

  await t.test('manifest', async (t) => {
    const res = await app.inject({ url: R }); // its links name PUBLIC_URL, never the Host header
    t.equal(res.statusCode, 200);
    const m = res.json();
    t.equal(specErrors('manifest.json', m), '', 'valid against manifest.json');
    t.ok(m.defaultTypes.some((x: any) => x.id === 'naics_2022'));
    t.equal(m.view.url, 'http://refine.example:8080/explore/{{id}}', 'view points at the web app code page');
  });

  await t.test('a batch of queries, as a form field, counted per query', async (t) => {
    const before = Number((await app.inject(R)).headers['x-ratelimit-remaining']);
    const queries = {
      q0: { query: 'heavy truck driver', type: 'soc_2018' },
      q1: { query: 'retail bakeries', type: 'naics_2022' },
      q2: { query: '484', type: ['naics_2022'], limit: 3 },
    };
    t.equal(specErrors('reconciliation-query-batch.json', queries), '');
    const res = await app.inject({ method: 'POST', url: R, ...form({ queries }) });
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.equal(specErrors('reconciliation-result-batch.json', body), '', 'valid against reconciliation-result-batch.json');
    t.same(Object.keys(body), ['q0', 'q1', 'q2']);
    t.ok(ids(body.q0).includes('soc_2018/53-3032'), `53-3032 among ${ids(body.q0)}`);
    t.ok(ids(body.q1).includes('naics_2022/311811'), `311811 among ${ids(body.q1)}`);
    t.match(body.q2.result[0], { id: 'naics_2022/484', name: 'Truck Transportation', score: 100, match: true });
    t.ok(body.q2.result.length <= 3, 'the query limit holds');
    t.ok(
      body.q0.result.every((c: any) => c.type[0].id === 'soc_2018'),
      'candidates of the asked type only',
    );
    t.equal(Number(res.headers['x-ratelimit-remaining']), before - 3, 'three queries count three');
  });

  await t.test('the same batch as JSON, and as a query parameter', async (t) => {
    const queries = { a: { query: 'retail bakeries', type: 'naics_2022' } };
    const post = await app.inject({ method: 'POST', url: R, payload: { queries } });
    const get = await app.inject(`${R}?queries=${encodeURIComponent(JSON.stringify(queries))}`);
    t.equal(specErrors('reconciliation-result-batch.json', post.json()), '');
    t.same(get.json(), post.json());
  });

  await t.test('a query without query or properties, bad JSON and unknown types are 400s', async (t) => {
    // the specification's invalid case: a query must carry `query` or `properties`
    const invalid = { q0: { query: 'bakeries' }, q1: { limit: 1 } };
    t.not(specErrors('reconciliation-query-batch.json', invalid), '', 'the schema rejects it too');
    const res = await app.inject({ method: 'POST', url: R, ...form({ queries: invalid }) });
    t.equal(res.statusCode, 400);
    t.equal(res.json().parameter, 'queries.q1');
    const bad = await app.inject({ method: 'POST', url: R, payload: 'queries=%7Bnope', headers: form({}).headers });
    t.equal(bad.statusCode, 400);
    const type = await app.inject({
      method: 'POST',
      url: R,
      ...form({ queries: { q: { query: 'x', type: 'naics_1066' } } }),
    });
    t.equal(type.statusCode, 400);
    t.match(type.json().detail, /naics_1066/);
  });

  await t.test('suggest entities, types and properties', async (t) => {
    const e = await app.inject(`${R}/suggest/entity?prefix=truck%20transportation&type=naics_2022`);
    t.equal(specErrors('suggest-entities-response.json', e.json()), '');
    t.ok(e.json().result.some((x: any) => x.id === 'naics_2022/484'));
    const ty = await app.inject(`${R}/suggest/type?prefix=naics`);
    t.equal(specErrors('suggest-types-response.json', ty.json()), '');
    t.equal(ty.json().result[0].id, 'naics_2022');
    const p = await app.inject(`${R}/suggest/property?prefix=par`);
    t.equal(specErrors('suggest-properties-response.json', p.json()), '');
    t.same(
      p.json().result.map((x: any) => x.id),
      ['parent'],
    );
    t.equal((await app.inject(`${R}/suggest/entity?prefix=truck&type=nope_1`)).statusCode, 404);
  });

  await t.test('extend: propose properties, then fetch them (title, parent, level, a translation)', async (t) => {
    const proposed = (await app.inject(`${R}/properties?type=naics_2022`)).json();
    t.equal(specErrors('data-extension-property-proposal.json', proposed), '');
    t.equal(proposed.type, 'naics_2022');
    const pids = proposed.properties.map((p: any) => p.id);
    t.ok(pids.includes('title') && pids.includes('translation:isic_rev4'), pids.join(' '));
    const extend = {
      ids: ['naics_2022/484110', 'naics_2022/NOPE'],
      properties: [{ id: 'title' }, { id: 'parent' }, { id: 'level' }, { id: 'translation:isic_rev4' }],
    };
    t.equal(specErrors('data-extension-query.json', extend), '');
    const res = await app.inject({ method: 'POST', url: R, ...form({ extend }) });
    t.equal(res.statusCode, 200);
    const body = res.json();
    t.equal(specErrors('data-extension-response.json', body), '', 'valid against data-extension-response.json');
    const row = body.rows['naics_2022/484110'];
    t.match(row.title, [{ str: 'General Freight Trucking, Local' }]);
    t.match(row.parent, [{ id: 'naics_2022/48411' }]);
    t.same(row.level, [{ int: 5 }]);
    t.ok(row['translation:isic_rev4'].some((v: any) => v.id === 'isic_rev4/4923'));
    t.same(body.rows['naics_2022/NOPE'], {}, 'an unknown id gets an empty row');
    t.match(body.meta[3], { id: 'translation:isic_rev4', type: { id: 'isic_rev4' } });
    const bad = await app.inject({
      method: 'POST',
      url: R,
      ...form({ extend: { ids: [], properties: [{ id: 'colour' }] } }),
    });
    t.equal(bad.statusCode, 400);

    // issue 33, row 9 (fails on the old code: 5,000 copies of one property were all answered, megabytes
    // from one request): each property answered once, and at most 20 distinct ones
    const repeated = await app.inject({
      method: 'POST',
      url: R,
      ...form({ extend: { ids: ['naics_2022/484110'], properties: Array(5000).fill({ id: 'title' }) } }),
    });
    t.equal(repeated.statusCode, 200);
    t.same(
      repeated.json().meta.map((m: any) => m.id),
      ['title'],
      'a property asked 5,000 times is answered once',
    );
    t.ok(repeated.body.length < 1000, `${repeated.body.length} bytes`);
    const many = Array.from({ length: 21 }, (_, i) => ({ id: `translation:system_${i}` }));
    const tooMany = await app.inject({ method: 'POST', url: R, ...form({ extend: { ids: [], properties: many } }) });
    t.equal(tooMany.statusCode, 400, '21 distinct properties: 400');
    t.match(tooMany.json().detail, /at most 20 distinct properties/);
  });
});

t.test('the schemas refuse the protocol mistakes they are there to catch', async (t) => {
  const cand = { id: 'naics_2022/484', name: 'Truck Transportation', score: 100, match: true, type: [] };
  const batch = (c: object) => ({ q0: { result: [c] } });
  t.equal(specErrors('reconciliation-result-batch.json', batch(cand)), '', 'a good candidate passes');
  const { match: _m, ...noMatch } = cand;
  const { type: _t, ...noType } = cand;
  for (const [why, c] of Object.entries({
    'no match': noMatch,
    'no type': noType,
    'score as text': { ...cand, score: '100' },
    'a misspelt field': { ...cand, matched: true },
    'an empty id': { ...cand, id: '' },
  }))
    t.not(specErrors('reconciliation-result-batch.json', batch(c)), '', why);
  t.not(specErrors('reconciliation-result-batch.json', { q0: cand }), '', 'candidates outside `result`');
  t.not(specErrors('reconciliation-query-batch.json', { q0: { query: '' } }), '', 'an empty query string');
  t.not(specErrors('reconciliation-query-batch.json', { q0: { query: 'x', limit: 0 } }), '', 'limit 0');
  t.not(specErrors('manifest.json', { versions: ['0.1'], name: 'x' }), '', 'a manifest without spaces, not 0.2');
  const row = (v: unknown) => ({ meta: [{ id: 'title', name: 'Title' }], rows: { a: { title: [v] } } });
  t.equal(specErrors('data-extension-response.json', row({ str: 'x' })), '');
  t.not(specErrors('data-extension-response.json', row('x')), '', 'a bare string value');
  t.not(specErrors('data-extension-response.json', row({ str: 'x', int: 1 })), '', 'two kinds in one value');
  t.not(specErrors('data-extension-response.json', row({ int: 1.5 })), '', 'a fractional int');
  t.not(specErrors('suggest-types-response.json', { result: [{ id: 'naics_2022' }] }), '', 'a type without name');
});
