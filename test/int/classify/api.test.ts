import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

/** POST /api/v1/classify on the sample corpus: shape, segments, restrictions, errors, determinism. */
t.test('classify route', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  const post = (body: unknown) => app.inject({ method: 'POST', url: '/api/v1/classify', payload: body as object });

  t.test('a specific text ranks the specific leaf code first, with score, words and ancestors', async (t) => {
    const res = await post({ text: 'retail bakery', systems: ['naics_2022'] });
    t.equal(res.statusCode, 200);
    const body = res.json();
    const first = body.standard_matches[0];
    t.match(first, { system: 'naics_2022', code: '311811', title: 'Retail Bakeries', leaf: true });
    t.ok(first.score > 0 && first.score <= 1, 'score in 0..1');
    t.same(first.matched_words, ['retail', 'bakery']);
    t.same(
      first.ancestors.map((a: any) => a.code),
      ['31-33', '311', '3118', '31181'],
      'ancestor path, root first',
    );
    t.equal(first.ancestors[2].title, 'Bakeries and Tortilla Manufacturing');
    t.ok(
      body.standard_matches.findIndex((m: any) => m.code === '3118') > 0,
      'the parent industry ranks below the leaf',
    );
    t.same(body.searched_systems, { scope: 'selected', count: 1, standard: ['naics_2022'], domain: [] });
  });

  t.test('without systems it searches the business systems in one pass; kind widens to a whole kind', async (t) => {
    const body = (await post({ text: 'heavy truck driver hauling grain' })).json();
    t.equal(body.searched_systems.scope, 'business');
    t.ok(body.searched_systems.standard.includes('soc_2018'));
    t.ok(body.searched_systems.standard.includes('naics_2022'));
    t.same(body.searched_systems.domain, [], 'no domain vocabulary unless asked');
    t.notOk(body.searched_systems.standard.includes('scian_2018'), 'a national copy of NAICS only when countries ask');
    for (const s of ['geonames_features', 'iso_3166_1', 'un_m49', 'eu_nuts_2021', 'cfr_title_49', 'fmcsa_regs'])
      t.notOk(body.searched_systems.standard.includes(s), `${s} is not searched by default`);
    t.ok(body.standard_matches.length > 0, 'answered');
    const perSystem = new Map<string, number>();
    for (const m of body.standard_matches) perSystem.set(m.system, (perSystem.get(m.system) ?? 0) + 1);
    t.ok(
      [...perSystem.values()].every((n) => n <= 2),
      'no system crowds the list',
    );
    const spa = (await post({ text: 'day spa with massage and facials' })).json();
    t.notOk(
      spa.standard_matches.some((m: any) => /geonames|iso_3166|un_m49|nuts|cfr_|fmcsa/.test(m.system)),
      'a spa is no place name',
    );

    const domain = (await post({ text: 'heavy truck driver hauling grain', kind: 'domain' })).json();
    t.equal(domain.searched_systems.scope, 'domain');
    t.ok(domain.searched_systems.domain.includes('domain_truck_cargo'));
    t.same(domain.searched_systems.standard, []);
    t.ok(domain.domain_matches.length > 0, 'domain vocabularies when asked');
    const standard = (await post({ text: 'customs post', kind: 'standard' })).json();
    t.equal(standard.searched_systems.count, 23, 'every standard system of the sample');
    t.equal((await post({ text: 'x', kind: 'places' })).statusCode, 400, 'an unknown kind is refused');
  });

  t.test('a text naming two businesses is classified as two segments', async (t) => {
    const body = (
      await post({ text: 'We run a bakery with a coffee shop', systems: ['naics_2022', 'soc_2018'], limit: 5 })
    ).json();
    t.same(
      body.segments.map((s: any) => s.text),
      ['We run a bakery', 'a coffee shop'],
    );
    t.equal(body.segments[0].standard_matches[0].code, '311811', 'the bakery segment: Retail Bakeries');
    t.ok(
      body.segments[1].standard_matches.some((m: any) => m.code === '35-9031'),
      'the coffee shop segment: its own codes',
    );
    const codes = body.standard_matches.map((m: any) => m.code);
    t.ok(codes.includes('311811') && codes.includes('35-9031'), 'the merged list carries both businesses');
  });

  t.test('one product with a conjunction stays one segment', async (t) => {
    const body = (await post({ text: 'steel bolts and nuts', systems: ['hs_2022'] })).json();
    t.equal(body.segments.length, 1);
    t.ok(
      body.standard_matches.slice(0, 5).some((m: any) => m.code.startsWith('7318')),
      'HS 7318: screws, bolts, nuts of iron or steel',
    );
  });

  t.test('restriction to systems', async (t) => {
    const body = (await post({ text: 'truck driver', systems: ['isco_08', 'domain_truck_cargo'], limit: 10 })).json();
    const systems = new Set([...body.standard_matches, ...body.domain_matches].map((m: any) => m.system));
    t.ok(
      [...systems].every((s) => s === 'isco_08' || s === 'domain_truck_cargo'),
      'only the chosen systems',
    );
    t.equal(body.standard_matches[0].code, '8332');
    t.same(body.searched_systems, {
      scope: 'selected',
      count: 2,
      standard: ['isco_08'],
      domain: ['domain_truck_cargo'],
    });
  });

  t.test('limit bounds each list', async (t) => {
    const body = (await post({ text: 'manufacturing', systems: ['naics_2022'], limit: 3 })).json();
    t.equal(body.standard_matches.length, 3);
  });

  t.test('include_crosswalks carries the top standard matches into other standards', async (t) => {
    const body = (await post({ text: 'insurance agency', systems: ['naics_2022'], include_crosswalks: true })).json();
    t.equal(body.standard_matches[0].code, '524210', 'Insurance Agencies and Brokerages');
    t.ok(Array.isArray(body.crosswalks) && body.crosswalks.length > 0, 'crosswalks listed');
    t.ok(
      body.crosswalks.some(
        (c: any) =>
          c.from_code === '524210' && c.system === 'isic_rev4' && c.code === '6622' && c.match_type === 'exact',
      ),
      'NAICS 524210 -> ISIC 6622 (Activities of insurance agents and brokers)',
    );
    t.ok(
      body.crosswalks.every((c: any) => !c.system.startsWith('domain_')),
      'into standards only',
    );
    const without = (await post({ text: 'insurance agency', systems: ['naics_2022'] })).json();
    t.notOk('crosswalks' in without, 'absent unless asked');
  });

  t.test('same input, identical output', async (t) => {
    const body = {
      text: 'We run a bakery and a coffee shop, and we also sell flowers',
      include_crosswalks: true,
      limit: 10,
    };
    const a = await post(body),
      b = await post(body);
    t.equal(a.statusCode, 200);
    t.equal(a.body, b.body, 'byte-identical responses');
  });

  t.test('a text naming an establishment is answered with industries by default', async (t) => {
    const body = (await post({ text: 'an accounting firm' })).json();
    t.ok(body.standard_matches.length, 'an answer');
    const industries = /^(naics_|isic_|nace_|sic_|anzsic_|nic_|jsic_|ksic_|gbt_)/;
    t.ok(
      body.standard_matches.every((m: any) => industries.test(m.system)),
      `industries only (${body.standard_matches.map((m: any) => m.system)})`,
    );
    t.ok(
      body.searched_systems.standard.every((s: string) => industries.test(s)),
      'and says so in searched_systems',
    );
    const job = (await post({ text: 'accountant' })).json();
    t.ok(
      job.standard_matches.some((m: any) => !industries.test(m.system)),
      'a job title still reaches the occupations',
    );
    const cards = (await post({ text: 'printed business cards' })).json();
    t.ok(
      cards.searched_systems.standard.some((s: string) => !industries.test(s)),
      '"business cards" names a product, not an establishment',
    );
  });

  t.test('unknown words give empty lists, not an error', async (t) => {
    const res = await post({ text: 'zzqx flibbertigibbet' });
    t.equal(res.statusCode, 200);
    t.same(res.json().standard_matches, []);
  });

  t.test('countries keep the systems that apply to one of them', async (t) => {
    const body = (await post({ text: 'long-haul truck driver and a bakery', countries: ['us'] })).json();
    t.ok(
      body.standard_matches.some((m: any) => m.system === 'naics_2022'),
      'NAICS applies to the US',
    );
    t.notOk(
      body.standard_matches.some((m: any) => m.system === 'nace_rev2'),
      'NACE does not',
    );
    t.equal(body.searched_systems.scope, 'business', 'the default scope, cut to the countries');
    const unknown = await post({ text: 'bakery', countries: ['US'], systems: ['no_such_system'] });
    t.match(
      unknown.json(),
      { status: 400, parameter: 'systems', detail: /no_such_system/ },
      'an unknown system is named',
    );
    const none = await post({ text: 'bakery', countries: ['DE'], systems: ['naics_2022'] });
    t.match(none.json(), { status: 400, parameter: 'countries' }, 'no given system applies: 400');
  });

  t.test('errors are problem+json 400s naming the parameter', async (t) => {
    const cases: [string, unknown, string][] = [
      ['empty text', { text: '' }, 'text'],
      ['blank text', { text: '   ' }, 'text'],
      ['text too long', { text: 'a'.repeat(2001) }, 'text'],
      ['missing text', { systems: ['naics_2022'] }, 'text'],
      ['unknown system', { text: 'bakery', systems: ['naics_2022', 'no_such_system'] }, 'systems'],
      ['limit over the maximum', { text: 'bakery', limit: 51 }, 'limit'],
      ['limit of another type', { text: 'bakery', limit: 'many' }, 'limit'],
      ['include_crosswalks of another type', { text: 'bakery', include_crosswalks: 'maybe' }, 'include_crosswalks'],
      ['text of another type', { text: { words: 'bakery' } }, 'text'],
      ['unknown field', { text: 'bakery', colour: 'red' }, 'colour'],
      ['country of another form', { text: 'bakery', countries: ['USA'] }, 'countries/0'],
    ];
    for (const [name, body, parameter] of cases) {
      const res = await post(body);
      t.equal(res.statusCode, 400, name);
      t.match(res.headers['content-type'], /application\/problem\+json/, `${name}: problem+json`);
      t.match(res.json(), { status: 400, title: String, detail: String }, `${name}: problem shape`);
      t.equal(res.json().parameter, parameter, `${name}: names ${parameter}`);
    }
    const unknown = await post({ text: 'bakery', systems: ['no_such_system'] });
    t.match(unknown.json().detail, /no_such_system/, 'the unknown id is named');
  });

  t.test('the route is in the OpenAPI document under the classify tag', async (t) => {
    const spec = (await app.inject('/api/v1/openapi.json')).json();
    const op = spec.paths['/api/v1/classify'].post;
    t.same(op.tags, ['classify']);
    t.ok(op.requestBody, 'request body schema');
    t.ok(op.responses['200'] && op.responses['400'], 'responses documented');
  });
});
