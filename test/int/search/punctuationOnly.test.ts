import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

// Issue 33, row 7 (fails on the old code: 500, PostgreSQL 42P18): a query with nothing searchable in it
// (punctuation, a lone operator, an invisible formatting character) and a filter left the filters'
// parameters out of the statement, untyped. Every spelling, flat and grouped, on each door that searches,
// answers with no hits.
t.test('punctuation-only queries with filters answer with no hits, never a 500', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const filters = [
    'system=naics_2022',
    'countries=US',
    'kind=standard',
    'system=naics_2022&countries=US&kind=standard',
  ];
  for (const q of ["'", '-', '%E2%80%AE', '%22%22', '!%26|', '(', ':*'])
    for (const f of filters)
      for (const grouped of ['false', 'true']) {
        const url = `/api/v1/search?q=${q}&${f}&grouped=${grouped}`;
        const res = await app.inject({ url });
        t.equal(res.statusCode, 200, url);
        const body = res.json();
        t.equal(body.total, 0, `${url}: no hits`);
      }
  for (const prefix of ["'", '-', '%E2%80%AE'])
    for (const type of ['&type=naics_2022', '']) {
      const url = `/api/v1/reconcile/suggest/entity?prefix=${prefix}${type}`;
      const res = await app.inject({ url });
      t.equal(res.statusCode, 200, url);
      t.same(res.json().result, [], `${url}: no suggestions`);
    }
  const ok = await app.inject({ url: '/api/v1/search?q=truck&system=naics_2022' });
  t.ok(ok.json().total > 0, 'a real query with the same filter still finds its hits');
});
