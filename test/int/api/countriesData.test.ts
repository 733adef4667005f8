import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const A = '/api/v1';

t.test('countries and data: list, stats, profile, totals, audit', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const get = async (url: string) => {
    const r = await app.inject(url);
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };

  const list = await get(`${A}/countries`);
  t.equal(list.body.total, 249, 'every ISO country');
  t.equal(list.body.items.length, 50, 'default page of 50');
  t.match(list.body.items[0], { code: 'AD', name: 'Andorra', system_count: Number });
  t.same(
    (await get(`${A}/countries?q=germ`)).body.items.map((c: any) => c.code),
    ['DE'],
    'q matches the name',
  );

  const stats = await get(`${A}/countries/stats?limit=500`);
  t.equal(stats.body.items.length, 249);
  const us = stats.body.items.find((c: any) => c.code === 'US');
  t.ok(us.systems > 0 && us.nodes > 0, 'per country: systems and nodes');
  t.equal(us.official + us.regional + us.recommended + us.historical, us.systems, 'by relevance');

  const de = await get(`${A}/countries/de`);
  t.equal(de.status, 200, 'lower-case accepted');
  t.equal(de.body.code, 'DE');
  t.ok(de.body.groups.length >= 1);
  t.equal(
    de.body.groups.reduce((n: number, g: any) => n + g.count, 0),
    de.body.system_count,
    'groups add up',
  );
  t.ok(
    de.body.groups.flatMap((g: any) => g.systems).some((s: any) => s.id === 'nace_rev2'),
    'NACE applies to Germany',
  );
  const usp = await get(`${A}/countries/US`);
  t.same(usp.body.groups.map((g: any) => g.kind).sort(), ['domain', 'standard'], 'grouped by kind');
  for (const cc of ['ZZ', 'zz', 'toolongcode']) {
    const r = await get(`${A}/countries/${cc}`);
    t.ok(r.status === 404 || r.status === 400, `${cc}: ${r.status}`);
    t.match(r.headers['content-type'], /problem\+json/);
  }
  t.match((await get(`${A}/countries/ZZ`)).body, { status: 404, title: 'Unknown country', detail: /ZA \(|ZM|ZW/ });
  t.match(usp.body.by_relevance, { official: 7, historical: 1 }, 'counts by relevance');
  const standard = usp.body.groups.find((g: any) => g.kind === 'standard').systems;
  t.same(
    [...new Set(standard.map((x: any) => x.relevance))],
    ['official', 'historical', 'recommended'],
    'official first, then historical, then recommended',
  );
  const capped = await get(`${A}/countries/US?limit=2`);
  t.ok(
    capped.body.groups.every((g: any) => g.systems.length <= 2) && capped.body.system_count === usp.body.system_count,
    'limit caps the systems listed per kind; the counts still cover all',
  );

  const scope = await get(`${A}/countries/scope?countries=us,DE`);
  t.equal(scope.status, 200, 'the scope of several countries');
  t.same(
    scope.body.countries.map((c: any) => c.code),
    ['US', 'DE'],
  );
  t.ok(scope.body.country_specific.some((x: any) => x.id === 'naics_2022' && x.relevance.US === 'official'));
  t.ok(scope.body.country_specific.some((x: any) => x.id === 'nace_rev2'));
  t.ok(
    scope.body.global.some((x: any) => x.id === 'isco_08' && x.countries.length === 2),
    'global: recommended for both',
  );
  t.match((await get(`${A}/countries/scope?countries=US,ZZ`)).body, { status: 404, parameter: 'countries' });
  t.match((await get(`${A}/countries/scope?countries=USA`)).body, { status: 400, parameter: 'countries' });
  t.match((await get(`${A}/countries?limit=1000`)).body, { status: 400, parameter: 'limit' });

  const s = await get(`${A}/stats`);
  t.match(s.body, { systems: 25, nodes: 16192, equivalences: 12098, countries: 249 }, 'totals');
  t.ok(s.body.leaves > 0 && s.body.leaves < s.body.nodes);
  t.ok(s.body.events > 0, 'events projected');
  t.match(s.body.last_ingestion, { id: String, status: 'completed', kind: 'bundle' });

  const audit = await get(`${A}/audit`);
  t.match(audit.body.totals, { systems: 25, nodes: 16192, equivalences: 12098 }, 'audit totals');
  t.match(
    audit.body.tiers.find((x: any) => x.provenance === 'official_download'),
    { meaning: /official file/ },
    'each tier says what it means',
  );
  t.equal(
    audit.body.tiers.reduce((n: number, x: any) => n + x.systems, 0),
    25,
    'tiers cover every system',
  );
  t.equal(
    audit.body.tiers.reduce((n: number, x: any) => n + x.nodes, 0),
    16192,
  );
  t.ok(audit.body.tiers.some((x: any) => x.provenance === 'official_download'));
  t.ok(
    audit.body.licenses.some((x: any) => x.license === 'Public Domain'),
    'licences',
  );
});
